import QRCode from 'qrcode';
import { render, screen } from '@coffer/web-testing';
import { QrCode } from './QrCode';

const URI = 'otpauth://totp/Coffer:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Coffer';

describe(QrCode.name, () => {
  it("draws exactly the symbol's dark modules, black on white inside a four-module margin, as inline SVG", () => {
    render(<QrCode value={URI} label="QR code" />);
    const svg = screen.getByRole('img', { name: 'QR code' });
    const { modules } = QRCode.create(URI, { errorCorrectionLevel: 'M' });
    expect(svg).toHaveAttribute('viewBox', `0 0 ${modules.size + 8} ${modules.size + 8}`);
    expect(svg.querySelector('image, foreignObject')).toBeNull();

    const [background, ...runs] = [...svg.querySelectorAll('rect')];
    expect(background).toHaveAttribute('fill', '#fff');
    const drawn = new Set<string>();
    for (const run of runs) {
      expect(run).toHaveAttribute('fill', '#000');
      const x = Number(run.getAttribute('x')) - 4;
      const y = Number(run.getAttribute('y')) - 4;
      for (let i = 0; i < Number(run.getAttribute('width')); i++) drawn.add(`${x + i},${y}`);
    }
    const dark = new Set<string>();
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) dark.add(`${x},${y}`);
    }
    expect(drawn).toEqual(dark);
  });
});
