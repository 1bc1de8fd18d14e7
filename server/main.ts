import cluster from 'node:cluster';
import { readEnv } from './config.ts';

const env = readEnv();
if (cluster.isPrimary && env.workers > 1 && env.databaseUrl) {
  const { superviseWorkers } = await import('./workers.ts');
  await superviseWorkers({ ...env, databaseUrl: env.databaseUrl });
} else {
  const { serve } = await import('./serve.ts');
  await serve(env);
}
