import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';

import { useHydrated } from './useHydrated';

function Where() {
  return <>{useHydrated() ? 'client' : 'server'}</>;
}

describe('useHydrated', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('is false in the server render and true in a client render', async () => {
    expect(renderToString(<Where />)).toBe('server');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Where />));
    expect(container.textContent).toBe('client');
    await act(async () => root.unmount());
  });

  it('hydrates server markup as the server drew it, without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.append(document.createRange().createContextualFragment(renderToString(<Where />)));
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Where />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('client');
    await act(async () => root.unmount());
  });
});
