/**
 * Navigation for code that lives outside React (the urql exchanges). The router registers itself at
 * start-up; before that a full page load is used.
 */
type Navigator = (path: string) => void;

let navigator: Navigator = (path) => {
  window.location.assign(path);
};

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(path: string): void {
  navigator(path);
}
