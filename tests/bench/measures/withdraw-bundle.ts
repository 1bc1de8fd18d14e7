import { routeBundleMeasure } from '../route-bundle.ts';

export default routeBundleMeasure({
  name: 'withdraw wizard',
  path: '/withdraw',
  page: 'src/features/cashier/withdraw-page.tsx',
  parts: ['src/features/cashier/withdraw-area.tsx'],
});
