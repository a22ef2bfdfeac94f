import { addResources } from 'shared-kernel/i18n';

addResources('backoffice', {
  nl: {
    audit: {
      heading: 'Auditlog',
      intro: 'Elke handeling van medewerkers, nieuwste eerst. Het log kan niet worden gewijzigd.',
      loading: 'Auditlog wordt geladen...',
      filters: 'Filteren',
      action: 'Handeling',
      actionHint: 'Bijvoorbeeld staff.sign_in of photo.reject',
      targetType: 'Soort doel',
      targetId: 'Doel-id',
      from: 'Vanaf',
      to: 'Tot en met',
      apply: 'Toepassen',
      clear: 'Wissen',
      empty: 'Geen handelingen gevonden.',
      count_one: '{{count}} handeling',
      count_other: '{{count}} handelingen',
      columns: { at: 'Tijdstip', staff: 'Medewerker', action: 'Handeling', target: 'Doel', change: 'Wijziging', ip: 'IP-adres' },
      commandLine: 'opdrachtregel',
      details: 'Voor en na',
      before: 'Voor',
      after: 'Na',
      previous: 'Vorige',
      next: 'Volgende',
      page: 'Pagina {{page}} van {{pages}}',
    },
  },
});
