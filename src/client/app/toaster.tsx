import { Toaster } from 'sonner';

export default function AppToaster() {
  return <Toaster position="top-center" closeButton toastOptions={{ duration: 5000 }} />;
}
