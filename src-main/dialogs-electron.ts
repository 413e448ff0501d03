/** Native Save / Open dialogs and the overwrite question (Electron only; the Node host uses ScriptedDialogs). */
import { BrowserWindow, dialog } from 'electron'
import { basename, dirname } from 'node:path'
import type { DialogProvider } from './session/dialogs'

const filters = [{ name: 'London game', extensions: ['london'] }]

export function createElectronDialogs(): DialogProvider {
  const parent = () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0]
  return {
    async chooseSavePath(defaultName) {
      const win = parent()
      const opts = {
        title: 'Save game',
        defaultPath: defaultName,
        filters,
        properties: ['createDirectory' as const, 'showOverwriteConfirmation' as const],
      }
      const r = win ? await dialog.showSaveDialog(win, opts) : await dialog.showSaveDialog(opts)
      return r.canceled || !r.filePath ? null : r.filePath
    },
    async chooseOpenPath() {
      const win = parent()
      const opts = { title: 'Open game', filters, properties: ['openFile' as const] }
      const r = win ? await dialog.showOpenDialog(win, opts) : await dialog.showOpenDialog(opts)
      return r.canceled ? null : (r.filePaths[0] ?? null)
    },
    async confirmOverwrite(path) {
      const win = parent()
      const opts = {
        type: 'question' as const,
        title: 'Save game',
        message: `“${basename(path)}” already exists. Do you want to replace it?`,
        detail: dirname(path),
        buttons: ['Replace', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
      }
      const r = win ? await dialog.showMessageBox(win, opts) : await dialog.showMessageBox(opts)
      return r.response === 0
    },
  }
}
