import { useLingui } from '@lingui/react';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';

const RATINGS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  name: string;
  /** 0 while no rating is chosen. */
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * Five native radio inputs drawn as stars. Being real radios, the browser gives the group a single
 * tab stop and arrow-key movement, and screen readers announce "3 stars, radio, 3 of 5".
 */
export function StarRatingInput({ name, value, onChange, onBlur, error }: StarRatingInputProps) {
  const { i18n } = useLingui();
  const id = useId();
  // Hovering previews a rating without choosing it.
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">{i18n._('Rating')}</span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex w-fit gap-1"
        onMouseLeave={() => setPreview(0)}
      >
        {RATINGS.map((n) => (
          <label key={n} className="relative" onMouseEnter={() => setPreview(n)}>
            {/* Transparent over its star, so pointer and keyboard both reach the radio itself. */}
            <input
              type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} onBlur={onBlur}
              className="peer absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden
              data-filled={n <= shown}
              className={cn(
                'h-10 w-10 rounded-lg p-1 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700',
                n <= shown ? 'fill-gold-400 text-gold-600' : 'text-slate-500',
              )}
            />
            <span className="sr-only">{i18n._('{count, plural, one {{n} star} other {{n} stars}}', { count: n, n: formatCount(n) })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {translateKnown(i18n, error)}
        </p>
      )}
    </div>
  );
}
