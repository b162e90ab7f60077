import { useAppAbility } from '@suite/sdk/web';

/** Whether the viewer may change the product area's subjects (observers only read; the API judges the same way). */
export function useProductAbility() {
  const ability = useAppAbility();
  return {
    editPortfolio: ability.can('create', 'PortfolioItem'),
    editDiscovery: ability.can('create', 'DiscoveryDocument'),
    editLab: ability.can('create', 'Hypothesis'),
    editMvp: ability.can('create', 'MvpScenario'),
    editRoi: ability.can('create', 'FeatureRoi'),
  };
}
