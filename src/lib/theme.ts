import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  badgeRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from './chakra-theme-parts';
import { baseThemeConfig } from './theme-base';

/**
 * The whole app's system: the public one plus the recipes only signed-in screens and toasts
 * use. Chakra's defaultSystem ships every recipe (~197 KB gzipped); only those the app renders
 * are registered, so a component whose recipe is missing renders unstyled: add it here (or to
 * theme-base.ts if a signed-out page renders it). This module loads after the first paint of
 * public pages (see src/app/app-theme.tsx), so its recipes cost them nothing up front.
 */
export const system = createSystem(
  defaultBaseConfig,
  baseThemeConfig,
  defineConfig({
    theme: {
      recipes: {
        badge: badgeRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        breadcrumb: breadcrumbSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        // The bulk upload's and dispatch's progress bars.
        progress: progressSlotRecipe,
        // Ticket QR codes on the thanks page, which waits for this system before drawing them.
        qrCode: qrCodeSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        // An event's page: details, tickets and booking form.
        tabs: tabsSlotRecipe,
        // The toaster mounts only once this system is in place (src/routes/__root.tsx).
        toast: toastSlotRecipe,
        // The exact time of a signed-in device's last use, on hover and keyboard focus.
        tooltip: tooltipSlotRecipe,
      },
    },
  }),
);
