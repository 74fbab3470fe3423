import { contentDisposition, decideRange } from './send-file';

describe('contentDisposition', () => {
  it('keeps ASCII names and encodes the exact name', () => {
    expect(contentDisposition('attachment', 'report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
  });

  it('neutralises quotes, CR/LF, backslashes and non-ASCII in the fallback', () => {
    const header = contentDisposition('attachment', 'a"b\r\nSet-Cookie: x\\y ü\u202Etxt.exe');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split(';')[1]).toBe(' filename="a_b__Set-Cookie: x_y __txt.exe"');
    expect(header).toContain(`filename*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x%5Cy%20%C3%BC%E2%80%AEtxt.exe`);
  });
});

describe('decideRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-9', { kind: 'partial', range: { start: 0, end: 9 } }],
    ['bytes=90-', { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=-10', { kind: 'partial', range: { start: 90, end: 99 } }],
    ['bytes=50-500', { kind: 'partial', range: { start: 50, end: 99 } }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=9-3', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
  ])('%s on 100 bytes → %j', (header, expected) => {
    expect(decideRange(header, 100)).toEqual(expected);
  });
});
