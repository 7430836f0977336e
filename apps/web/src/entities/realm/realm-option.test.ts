import { describe, expect, it } from 'vitest';
import { realmOption } from './realm-option';

describe('realmOption', () => {
  it('labels a partner realm as the partner’s own', () => {
    expect(realmOption({ id: 3, name: 'Kigali Central', type: 'partner_realm', sme: null })).toEqual({
      value: '3',
      label: 'Kigali Central · Partner realm',
    });
  });

  it('labels an SME realm with its SME’s name', () => {
    expect(
      realmOption({ id: 4, name: 'Lobby', type: 'sme_realm', sme: { id: 9, name: 'Kimironko Coffee' } })
        .label,
    ).toBe('Lobby · SME realm: Kimironko Coffee');
  });
});
