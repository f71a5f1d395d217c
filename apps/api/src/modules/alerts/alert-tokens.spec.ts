import { signAlertToken, verifyAlertToken } from './alert-tokens';

const ID = '6f1c2f3e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';

describe('alert link tokens', () => {
  it('verify for their alert and purpose only', () => {
    const token = signAlertToken('secret', 'alert-unsubscribe', ID);
    expect(verifyAlertToken('secret', 'alert-unsubscribe', token)).toBe(ID);
    expect(verifyAlertToken('secret', 'alert-confirm', token)).toBeNull();
    expect(verifyAlertToken('other secret', 'alert-unsubscribe', token)).toBeNull();
  });

  it('refuse tampered or malformed tokens', () => {
    const token = signAlertToken('secret', 'alert-confirm', ID);
    const otherId = ID.replace('6f1c', '7f1c');
    expect(verifyAlertToken('secret', 'alert-confirm', token.replace(ID, otherId))).toBeNull();
    expect(verifyAlertToken('secret', 'alert-confirm', `${token}x`)).toBeNull();
    expect(verifyAlertToken('secret', 'alert-confirm', '')).toBeNull();
    expect(verifyAlertToken('secret', 'alert-confirm', 'not-a-token')).toBeNull();
    expect(verifyAlertToken('secret', 'alert-confirm', `${token}.extra`)).toBeNull();
  });
});
