/**
 * How each customer-facing plugin's pages look (issue 19): a built-in theme, and whether the
 * header shows the merchant's social links and the language button.
 */
import { type Static, Type } from 'typebox';
import { THEME_NAMES, THEMED_PLUGINS, type ThemedPlugin } from '../themes.ts';

export const PluginAppearance = Type.Object(
  {
    theme: Type.Enum(THEME_NAMES),
    show_social_links: Type.Boolean(),
    show_language_button: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PluginAppearance = Static<typeof PluginAppearance>;

const perPlugin = Object.fromEntries(THEMED_PLUGINS.map((plugin) => [plugin, PluginAppearance])) as Record<
  ThemedPlugin,
  typeof PluginAppearance
>;

/** GET /api/v1/admin/appearance: every themed plugin's settings. */
export const AppearanceSettings = Type.Object(perPlugin, { additionalProperties: false });
export type AppearanceSettings = Static<typeof AppearanceSettings>;

/** PUT /api/v1/admin/appearance: the plugins to change; the others keep theirs. */
export const AppearanceUpdate = Type.Partial(AppearanceSettings, { additionalProperties: false });
export type AppearanceUpdate = Static<typeof AppearanceUpdate>;

/**
 * What a customer page receives with its data: its plugin's settings and the theme as the CSS
 * custom properties its root sets (theme-variables.ts), so the page applies it without code.
 */
export const CustomerAppearance = Type.Object({
  theme: Type.Enum(THEME_NAMES),
  show_social_links: Type.Boolean(),
  show_language_button: Type.Boolean(),
  variables: Type.Record(Type.String(), Type.String()),
});
export type CustomerAppearance = Static<typeof CustomerAppearance>;
