import { routeBundleMeasure } from '../route-bundle.ts';

export default routeBundleMeasure({
  name: 'slot lobby',
  path: '/slot',
  page: 'src/features/games/lobby-page.tsx',
});
