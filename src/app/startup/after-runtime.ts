import { nextTask } from './next-task.ts';

await nextTask();
