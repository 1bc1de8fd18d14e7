import { routeBundleMeasure } from '../route-bundle.ts';

export default routeBundleMeasure({
  name: 'login',
  path: '/login',
  page: 'src/features/auth/login-page.tsx',
});
