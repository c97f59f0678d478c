import type { ScreenPreload } from '../../shared/navigation/feature-route';
import { preloadPanel } from './website-edit-panels';

/** /home/websites/:id: the opening tab's chunk, started by the route loader. */
const preloadWebsiteEdit: ScreenPreload = ({ search }) => preloadPanel(search.get('tab'));

export default preloadWebsiteEdit;
