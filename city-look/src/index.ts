// A city's look from its settings file (README.md).
export { brandSettingsSchema, type BrandSettings } from './brand-settings';
export { readCityLook, type CityLook, type LookFile } from './city-look';
export { DEFAULT_BRAND } from './default-brand';
export { FONT_STACK_NAMES, FONT_STACKS } from './font-stacks';
