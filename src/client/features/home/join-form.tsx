import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/inputs';
import { FreeToJoinNote } from '../stats/free-to-join-note';

/** Takes an e-mail to the sign-up form; an empty field does nothing. */
export function JoinForm() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return;
    navigate(`/auth?email=${encodeURIComponent(value)}`);
  };
  return (
    <form onSubmit={submit} noValidate className="w-full max-w-lg">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="join-email" className="sr-only">
          {i18n._('Your e-mail address')}
        </label>
        <Input id="join-email" type="email" required autoComplete="email" placeholder={i18n._('Enter your e-mail')} value={email} onChange={(e) => setEmail(e.target.value)} className="sm:flex-1" />
        <Button type="submit" variant="gold" size="md">
          {i18n._('Join Now')}
        </Button>
      </div>
      <FreeToJoinNote className="mt-2 text-sm text-brand-50" />
    </form>
  );
}
