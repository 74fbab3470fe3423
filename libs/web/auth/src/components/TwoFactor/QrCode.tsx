import { useMemo } from 'react';
import QRCode from 'qrcode';

/** The blank margin scanners need around the symbol, in modules. */
const QUIET_ZONE = 4;

interface DarkRun {
  x: number;
  y: number;
  length: number;
}

/** The dark modules of `value`'s QR code, as runs along each row (one rectangle per run). */
function darkRuns(value: string): { size: number; runs: DarkRun[] } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const runs: DarkRun[] = [];
  for (let y = 0; y < modules.size; y++) {
    let start = -1;
    for (let x = 0; x <= modules.size; x++) {
      const dark = x < modules.size && modules.get(y, x) !== 0;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, length: x - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/**
 * A QR code drawn as inline SVG (no image URL, which the page's policy would refuse): black on
 * white in either colour scheme, with the quiet zone, so any phone camera reads it.
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { size: modules, runs } = useMemo(() => darkRuns(value), [value]);
  const side = modules + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={side} height={side} fill="#fff" />
      {runs.map(({ x, y, length }) => (
        <rect key={`${x},${y}`} x={x + QUIET_ZONE} y={y + QUIET_ZONE} width={length} height={1} fill="#000" />
      ))}
    </svg>
  );
}
