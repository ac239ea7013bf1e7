/** Account activation (screen-definitions/activate.json), loaded with its screen. */
import { actions, block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    loginRedirect: block(() => import('./LoginRedirect').then((m) => m.LoginRedirect), {
      props: ({ publicDeps }) => ({ deps: publicDeps }),
    }),
  },
  actions: actions(['activateAccount'], ({ publicDeps }) =>
    import('./actions').then((m) => m.createActivationActions(publicDeps)),
  ),
});
