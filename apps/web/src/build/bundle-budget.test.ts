/**
 * @jest-environment node
 */
// How routeFiles counts a route's chunks; the budgets themselves, checked on a real production
// build, are in bundle-budget.system-test.ts (npm run test:system).
import { routeFiles, type Manifest } from '../../route-bundle';

describe(routeFiles.name, () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/A.tsx', 'src/B.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    'src/A.tsx': { file: 'assets/A.js', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: ['src/B.tsx'] },
    'src/B.tsx': { file: 'assets/B.js', isDynamicEntry: true, imports: ['_big.js'] },
    '_big.js': { file: 'assets/big.js' },
    '_style.css': { file: 'assets/style.css' },
  };

  it("counts the entry and the route's lazy chunks with their static imports, not what they import later", () => {
    expect(routeFiles(manifest, [])).toEqual(['assets/index.js', 'assets/react.js', 'assets/vendor.js']);
    expect(routeFiles(manifest, ['src/A.tsx'])).toEqual([
      'assets/A.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });

  it('refuses a module that is not a lazy chunk, so a renamed page cannot slip past the budget', () => {
    expect(() => routeFiles(manifest, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is not a lazily loaded chunk');
    expect(() => routeFiles(manifest, ['_vendor.js'])).toThrow('not a lazily loaded chunk');
  });
});
