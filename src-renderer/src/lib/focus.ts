// Gives an element the focus once it is on screen (a dialog's main button, the hot-seat confirmation), whatever
// had it before (the `autofocus` attribute only acts when nothing has the focus).
export function focusOnMount(node: HTMLElement): void {
  requestAnimationFrame(() => {
    if (node.isConnected) node.focus()
  })
}
