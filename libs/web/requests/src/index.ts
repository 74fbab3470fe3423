export { DropView } from './components/DropView/DropView';
export { RequestsView } from './components/RequestsView/RequestsView';
export { RequestDetail } from './components/RequestDetail/RequestDetail';
