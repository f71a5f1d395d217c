import { lazy, type ComponentType } from 'react';

/** A lazily loaded component whose code can also be fetched ahead of its first render. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component loaded on its first render (its own chunk), like React's `lazy`. Once `preload` has
 * finished it renders without suspending: a prerendered page hydrates it with the rest of the page, instead
 * of leaving its part dehydrated until the code arrives (an update reaching that part first makes React
 * draw it again, new elements in place of the ones that were sent).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Part(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Part.preload = preload;
  return Part;
}
