export { JackpotPanel } from './jackpot-panel';
