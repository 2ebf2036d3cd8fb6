import type { LayoutColours } from '../../../../shared/core/display'

/** The tournament's theme when the layout names no colours of its own: high contrast for a hall. */
export function themeColours(theme: 'dark' | 'light'): LayoutColours {
  return theme === 'light'
    ? {
        background: '#ffffff',
        text: '#05070b',
        muted: '#3a4252',
        accent: '#9a5b00',
        panel: '#eef0f4',
        warning: '#c4001a',
        break: '#00734a'
      }
    : {
        background: '#0b0d12',
        text: '#eef1f7',
        muted: '#9aa4b8',
        accent: '#f5c542',
        panel: '#151923',
        warning: '#ff5d5d',
        break: '#3ecf8e'
      }
}
