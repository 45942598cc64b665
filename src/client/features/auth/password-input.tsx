import { useLingui } from '@lingui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { Input } from '../../components/ui/inputs';

/** A password field with a show/hide button, so people on small keyboards can check what they typed. */
export function PasswordInput({ ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={visible ? 'text' : 'password'} className="pe-12" {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? i18n._('Hide password') : i18n._('Show password')}
        aria-pressed={visible}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-600 hover:text-slate-900"
      >
        {visible ? <EyeOff aria-hidden className="h-5 w-5" /> : <Eye aria-hidden className="h-5 w-5" />}
      </button>
    </div>
  );
}
