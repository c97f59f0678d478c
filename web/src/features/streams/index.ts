export { StreamsPanel } from './streams-panel';
