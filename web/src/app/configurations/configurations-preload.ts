import type { ScreenPreload } from '../../shared/navigation/feature-route';
import { preloadConfigurationsPanel } from './configurations-panels';

/** /home/configurations: the opening tab's chunk, loaded by the route loader. */
const preloadConfigurations: ScreenPreload = ({ search }) => preloadConfigurationsPanel(search.get('tab'));

export default preloadConfigurations;
