import { act, createRef, useState, type Ref } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { rememberTypedValues } from '../hydration';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => document.body.replaceChildren());

  it('forwards its ref to the input and takes over what was typed into its prerendered markup', async () => {
    let seen = '';
    function Search({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
      const [text, setText] = useState('');
      seen = text;
      return (
        <TextInput
          ref={inputRef}
          aria-label="Search jobs"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      );
    }
    const container = document.createElement('div');
    container.append(document.createRange().createContextualFragment(renderToString(<Search />)));
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.value = 'React';
    rememberTypedValues(container);

    const ref = createRef<HTMLInputElement>();
    await act(async () => {
      hydrateRoot(container, <Search inputRef={ref} />);
    });
    expect(ref.current).toBe(input);
    expect(seen).toBe('React');
  });
});
