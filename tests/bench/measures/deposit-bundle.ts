import { routeBundleMeasure } from '../route-bundle.ts';

export default routeBundleMeasure({
  name: 'deposit wizard',
  path: '/deposit',
  page: 'src/features/cashier/deposit-page.tsx',
  parts: ['src/features/cashier/deposit-wizard.tsx'],
});
