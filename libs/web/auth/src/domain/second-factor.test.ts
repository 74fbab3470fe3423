import { groupInFours, recoveryCodesText, secondFactorProofOf } from './second-factor';

describe(secondFactorProofOf.name, () => {
  it.each([
    ['123456', { code: '123456' }],
    [' 123 456 ', { code: '123456' }],
    ['abcd-efgh-jkmn', { recoveryCode: 'abcd-efgh-jkmn' }],
    [' ABCDEFGHJKMN ', { recoveryCode: 'ABCDEFGHJKMN' }],
    ['1234-5678-9012', { recoveryCode: '1234-5678-9012' }],
  ])('%p is sent as %p', (typed, proof) => {
    expect(secondFactorProofOf(typed)).toEqual(proof);
  });
});

describe(groupInFours.name, () => {
  it('puts a space after every fourth character', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupInFours('')).toBe('');
  });
});

describe(recoveryCodesText.name, () => {
  it('names the account, then lists one code a line', () => {
    expect(recoveryCodesText(['aaaa-bbbb-cccc', 'dddd-eeee-ffff'], 'ann@example.com')).toBe(
      'Coffer recovery codes for ann@example.com\nEach code signs you in once.\n\naaaa-bbbb-cccc\ndddd-eeee-ffff\n',
    );
  });
});
