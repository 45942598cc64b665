import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

/** A progress bar whose fill glides to its value over 1000 ms, from empty on first show. */
export function ProgressBar({ percent, label, className }: { percent: number; label: string; className?: string }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(percent));
    return () => cancelAnimationFrame(frame);
  }, [percent]);
  return (
    <div
      className={cn('h-2.5 overflow-hidden rounded-full bg-brand-100', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent * 100) / 100}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r rtl:bg-gradient-to-l from-brand-700 to-brand-500 transition-[width] duration-1000 ease-out"
        style={{ width: `${shown}%` }}
        data-testid="progress-fill"
      />
    </div>
  );
}
