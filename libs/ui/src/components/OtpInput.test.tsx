import { useState } from 'react';

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { OtpInput, otpDigits } from './OtpInput';
import { AppTheme } from '../theme/AppTheme';

function Controlled({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      value={value}
      label="Enter OTP"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('OtpInput', () => {
  it('keeps digits only, at most six', () => {
    expect(otpDigits('12 34-56 78')).toBe('123456');
    expect(otpDigits('abc')).toBe('');
    expect(otpDigits('98765', 4)).toBe('9876');
  });

  it('is one numeric field for typing, pasting and one-time-code autofill', () => {
    const onChange = vi.fn();
    render(
      <AppTheme>
        <Controlled onChange={onChange} />
      </AppTheme>,
    );
    const input = screen.getByLabelText('Enter OTP');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    fireEvent.change(input, { target: { value: 'Code: 482 913 7' } });
    expect(onChange).toHaveBeenLastCalledWith('482913');
    expect(input).toHaveValue('482913');
  });

  it('shows one box per digit', () => {
    render(
      <AppTheme>
        <OtpInput value="42" onChange={() => undefined} />
      </AppTheme>,
    );
    const boxes = screen.getByTestId('otp-input').querySelectorAll('[aria-hidden="true"]');
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveTextContent('4');
    expect(boxes[1]).toHaveTextContent('2');
    expect(boxes[2]).toHaveTextContent('');
  });
});
