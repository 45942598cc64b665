import type { InputHTMLAttributes, Ref } from 'react';
import { Input } from '../../components/ui/inputs';

/** Six digits from the app; the phone offers its number pad and may fill in a code it received. */
export function CodeInput({ ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <Input ref={ref} inputMode="numeric" autoComplete="one-time-code" maxLength={7} className="max-w-48 font-mono text-lg tracking-widest" {...props} />;
}
