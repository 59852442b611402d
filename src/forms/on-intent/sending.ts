// What a form needs only once the visitor sends it: its checks and the request. A chunk of its
// own, fetched when the visitor is about to send (the first focus in a form, or the submit), so
// a page's first render carries no more of a form than drawing it takes.
export { send } from '../submit';
export { readyToSend } from './ready';
