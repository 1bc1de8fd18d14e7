export { klona as default } from 'klona';
