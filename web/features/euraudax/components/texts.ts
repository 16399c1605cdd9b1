import { pageHeadTexts } from '../../../../server/contracts/page-heads';

/** Dutch texts of the Euraudax page (SPEC §2 "Euraudax page", §1 facts). */
export const euraudaxTexts = {
  title: pageHeadTexts.euraudax.title,
  description: pageHeadTexts.euraudax.description,
  heading: 'Euraudax',
  intro:
    'Bij Euraudax wandel je lange afstanden samen in groep, op een vast tempo van 6 km per uur, achter een kapitein die het ritme bewaakt. Wie de volledige afstand uitstapt, krijgt een brevet.',
  members: 'Onze Euraudax-ploeg',
  membersLoading: 'Euraudax-ploeg laden…',
  walks: 'Euraudax-tochten',
  walksLoading: 'Tochten laden…',
  noWalks: 'Er zijn momenteel geen Euraudax-tochten gepland.',
  history: 'Onze geschiedenis',
  historyParagraphs: [
    'Het verhaal van onze Euraudax-werking begint in 1982. Een groepje stappers uit Torhout en omstreken was gebeten door de audaxformule: lange afstanden, altijd samen in groep, op een vast tempo achter een kapitein. Datzelfde jaar richtten ze hun eigen Euraudax-club op, met één doel: zulke tochten ook in het Houtland organiseren.',
    'In 1983 was het zover: de eerste eigen tochten vertrokken. Wat begon met een handvol enthousiastelingen, groeide al snel uit tot een vaste afspraak voor wandelaars van heinde en ver die in onze streek hun brevet kwamen halen.',
    'Doorheen de jaren gaven verschillende voorzitters en bestuursploegen elkaar de fakkel door. Elke nieuwe ploeg bracht eigen ideeën en nieuwe kapiteins mee, maar de kern bleef dezelfde: samen vertrekken en samen aankomen. Vandaag maakt de Euraudax-ploeg deel uit van onze club.',
    'Ook de startplaats verhuisde af en toe. De eerste tochten vertrokken vanuit een parochiezaal in het centrum van Torhout; later volgden scholen, sporthallen en zalen in Wijnendale, Oostkamp en Zedelgem. Zo leerden de deelnemers telkens een ander stukje Houtland kennen.',
    'Vandaag organiseren we elk jaar 5 tochten, van 25 tot 100 kilometer, in het voorjaar, de zomer en het najaar. Ook de nachtelijke 100 km blijft een vaste waarde. Iedereen die goed te been is, is welkom om mee te stappen.',
  ],
};
