import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TInput extends FieldValues, TContext, TOutput> = Resolver<TInput, TContext, TOutput> & {
  /** Starts loading the schema; a form calls it on its first input, so a submit finds it ready. */
  preload: () => void;
};

/**
 * A form's resolver whose schema (and zod with it) is downloaded when the form is first used rather
 * than with the page. A failed download is tried again on the next input or submit.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): LazyResolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
