/**
 * The Chakra UI system the app renders with: Chakra's default tokens, semantic tokens, text and
 * layer styles and global css, with the recipes of the components the app uses and no others.
 * `defaultSystem` carries about sixty recipes (date pickers, carousels, tree views, …); their
 * definitions were the largest part of the JavaScript every screen, the builder included, loaded
 * before its first paint, and building the system from them cost tens of milliseconds at start.
 *
 * A component whose recipe is missing renders unstyled, so tests/app/theme/system.test.ts checks
 * that every Chakra component imported under src/ has its recipes here.
 *
 * Buttons change colour on hover and press at once, without Chakra's 200 ms fade: a fade still
 * running when the button's command lands (a press follows the hover by less than that) made the
 * browser draw the fade's frames on the same two cores as the command's own frame. In the builder
 * benchmark at 200 sections (issue 5) a remove or add painted ≈3 ms sooner without it, and an edit
 * made right after an Undo click ≈1–3 ms sooner at the median and up to 13 ms at p95.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

const { transitionProperty: _fadeOn, transitionDuration: _fadeFor, ...buttonBase } = buttonRecipe.base ?? {};

export const recipes = {
  badge: badgeRecipe,
  button: { ...buttonRecipe, base: buttonBase },
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  slider: sliderSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra names `Inter` first and never loads it, so every OS showed its own fallback: the app self-hosts
 * Inter's variable font (`@fontsource-variable/inter`, imported in main.tsx; no CDN), whose family is
 * `Inter Variable`.
 */
const withInter = (token: { value: string }) => ({ ...token, value: `'Inter Variable', ${token.value}` });
const appTokens = {
  ...tokens,
  fonts: { ...tokens.fonts, heading: withInter(tokens.fonts.heading), body: withInter(tokens.fonts.body) },
};

export const system = createSystem(
  mergeConfigs(
    defaultBaseConfig,
    defineConfig({
      preflight: true,
      cssVarsPrefix,
      cssVarsRoot,
      globalCss,
      theme: {
        breakpoints,
        keyframes,
        tokens: appTokens,
        semanticTokens,
        recipes,
        slotRecipes,
        textStyles,
        layerStyles,
        animationStyles,
      },
    }),
  ),
);

/**
 * The system the app's provider holds (ui-system.ts): the same, except that the provider injects no
 * global CSS. That CSS is the static `chakra-global.css` (main.tsx), there from the first frame, before
 * this module has loaded; injected again it would double every reset rule and token variable.
 */
export const providedSystem: typeof system = Object.create(system, {
  _global: { value: [] },
  _config: { value: { ...system._config, disableLayers: true } },
});
