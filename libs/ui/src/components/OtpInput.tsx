import { useState, type ChangeEvent, type SyntheticEvent } from 'react';

import Box from '@mui/material/Box';

import { OTP_LENGTH } from '@hireloop/schema';

export interface OtpInputProps {
  /** The digits typed so far (at most `length`). */
  value: string;
  /** Receives the new value: digits only, at most `length` of them. */
  onChange: (value: string) => void;
  /** Number of digits; the spec's codes have 6. */
  length?: number;
  /** Accessible name of the field. */
  label?: string;
  id?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Paints the boxes red (e.g. after a wrong code). */
  error?: boolean;
  /** Accent of the active box: blue for seekers, orange for recruiters. */
  color?: 'primary' | 'secondary';
}

/** Keeps the digits of a typed or pasted value, at most `length` of them. */
export function otpDigits(value: string, length: number = OTP_LENGTH): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/**
 * A one-time-code field shown as one box per digit. It is a single numeric input underneath (laid over
 * the boxes), so paste, the browser's one-time-code autofill and screen readers work as for any field.
 * Non-digits are dropped and input stops at `length` digits.
 */
export function OtpInput({
  value,
  onChange,
  length = OTP_LENGTH,
  label = 'One-time code',
  id,
  disabled = false,
  autoFocus = false,
  error = false,
  color = 'primary',
}: OtpInputProps) {
  const [focused, setFocused] = useState(autoFocus);
  const digits = otpDigits(value, length);
  const active = Math.min(digits.length, length - 1);

  // Typing always continues at the end, like the boxes suggest.
  const keepCaretAtEnd = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    if (input.selectionStart !== end || input.selectionEnd !== end) input.setSelectionRange(end, end);
  };

  return (
    <Box
      data-testid="otp-input"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))`,
        gap: { xs: 1, sm: 1.25 },
        width: '100%',
        maxWidth: 380,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      {Array.from({ length }, (_, index) => {
        const current = focused && !disabled && index === active;
        const filled = index < digits.length;
        return (
          <Box
            key={index}
            aria-hidden
            sx={(theme) => {
              const accent = error ? theme.vars.palette.error.main : theme.vars.palette[color].main;
              return {
                aspectRatio: '5 / 6',
                maxHeight: 64,
                borderRadius: 2.5,
                border: '1.5px solid',
                borderColor: current || (error && filled) ? accent : filled ? 'text.disabled' : 'divider',
                bgcolor: filled ? theme.alpha(accent, 0.06) : 'background.paper',
                boxShadow: current ? `0 0 0 4px ${theme.alpha(accent, 0.16)}` : 'none',
                display: 'grid',
                placeItems: 'center',
                fontSize: { xs: 22, sm: 26 },
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                color: 'text.primary',
                transition: 'border-color 120ms ease, box-shadow 120ms ease, background-color 120ms ease',
                '@keyframes otp-caret': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } },
                '&::after':
                  current && !filled
                    ? {
                        content: '""',
                        width: 2,
                        height: '42%',
                        borderRadius: 1,
                        bgcolor: accent,
                        animation: 'otp-caret 1s step-end infinite',
                      }
                    : undefined,
              };
            }}
          >
            {digits[index] ?? ''}
          </Box>
        );
      })}
      <Box
        component="input"
        id={id}
        aria-label={label}
        aria-invalid={error || undefined}
        value={digits}
        disabled={disabled}
        // The caller's choice: set only where the code step replaces the form that had focus.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(otpDigits(event.target.value, length))}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onSelect={keepCaretAtEnd}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          m: 0,
          p: 0,
          border: 0,
          opacity: 0,
          cursor: disabled ? 'not-allowed' : 'text',
          // 16 px keeps mobile browsers from zooming in on focus.
          fontSize: 16,
          color: 'transparent',
          caretColor: 'transparent',
        }}
      />
    </Box>
  );
}
