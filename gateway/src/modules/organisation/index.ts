// What other modules may use of the organisation module: the betshop picker of the website form.
export { listBetshopsForPicker } from './betshop-options';
