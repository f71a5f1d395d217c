import { useEffect, useRef, useState } from 'react';

import Box from '@mui/material/Box';

import { useThemeMode } from '@hireloop/ui';

interface GoogleCredentialResponse {
  credential?: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let scriptLoad: Promise<GoogleIdentity> | null = null;

/** Loads Google Identity Services once per page. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google?.accounts?.id) return Promise.resolve(window.google);
  scriptLoad ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new Error('no google')));
    script.onerror = () => {
      scriptLoad = null;
      script.remove();
      reject(new Error(`could not load ${SCRIPT_URL}`));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

export interface GoogleSignInButtonProps {
  clientId: string;
  /** Receives the ID token of the account the user picked. */
  onCredential: (idToken: string) => void;
}

/** Google's own sign-in button (rendered by its script, loaded only when Google sign-in is on). */
export function GoogleSignInButton({ clientId, onCredential }: GoogleSignInButtonProps) {
  const { mode } = useThemeMode();
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    // Drawn in the colour mode, known once the app has mounted, and again when it changes.
    if (!mode) return undefined;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        parent.replaceChildren();
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: mode === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          width: Math.min(400, Math.max(200, parent.offsetWidth)),
        });
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, mode]);

  if (unavailable) return null;
  return (
    <Box
      ref={container}
      data-testid="google-sign-in"
      sx={{ minHeight: 44, display: 'flex', justifyContent: 'center', colorScheme: 'light' }}
    />
  );
}
