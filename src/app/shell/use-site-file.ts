import { useResource } from '../../ui/use-resource.ts';
import { loadSiteFile, type SiteFile } from './site-config.ts';

/** One /datas file through the resource machine. */
export const useSiteFile = <F extends SiteFile>(file: F) =>
  useResource(file, loadSiteFile<F>, file);
