/**
 * The demo chefs write in both languages, Lithuanian first, as bilingual chefs in Lithuania do:
 * a chef's text is one field (the spec has no per-language copy), so a Lithuanian visitor and an
 * English one both find words they read. Keyed by the English text in demo-catalog.ts; a test
 * checks that every demo text has its Lithuanian.
 */
const LITHUANIAN: Record<string, string> = {
  // Chefs
  'Forty years of Sunday dinners for a family of twelve. Samogitian recipes from my grandmother, cooked in your kitchen.':
    'Keturiasdešimt metų sekmadienio pietų dvylikos žmonių šeimai. Močiutės žemaitiški receptai, gaminami jūsų virtuvėje.',
  'Tbilisi-born, Vilnius-based. I bring the supra to your table: khachapuri from the oven, mtsvadi from the grill.':
    'Gimęs Tbilisyje, gyvenu Vilniuje. Atnešu supros vaišes į jūsų stalą: chačapurį iš krosnies, mcvadį nuo grilio.',
  'Le Cordon Bleu graduate, ten years in Lyon bistros. Classic French cooking, made for your guests.':
    'Baigiau „Le Cordon Bleu“, dešimt metų dirbau Liono bistro. Klasikinė prancūzų virtuvė jūsų svečiams.',
  'Plant-based cooking that even my grandfather asks for again. Seasonal, local, colourful.':
    'Augalinis maistas, kurio dar kartą paprašo net mano senelis. Sezoniškas, vietinis, spalvingas.',
  'Home-style Punjabi food, spices ground fresh. Mild or fiery, your call.':
    'Naminis Pendžabo maistas, prieskoniai sumalami vietoje. Švelnu ar aštru – renkatės jūs.',
  'Pitmaster. Low and slow brisket, ribs and the best burgers in Kaunas, cooked on your terrace.':
    'Rūkymo meistras. Lėtai ruošta jautienos krūtinė, šonkauliai ir geriausi mėsainiai Kaune, ant jūsų terasos.',
  'Trained in Osaka. Omakase sushi and Japanese home cooking for small dinners.':
    'Mokiausi Osakoje. Omakase suši ir japoniškas naminis maistas nedidelėms vakarienėms.',
  'Neapolitan dough fermented for 48 hours. I bring the portable oven, you bring the friends.':
    'Neapolietiška tešla, fermentuota 48 valandas. Aš atsivežu krosnį, jūs pasikviečiate draugus.',
  'From Oaxaca to Vilnius with a bag of dried chillies. Tacos, moles and salsas made from scratch.':
    'Iš Oachakos į Vilnių su maišeliu džiovintų čili. Takai, molės ir salsos – nuo pradžių iki galo.',
  'Fifteen years on cruise ship galleys. Fish and seafood, done simply and perfectly.':
    'Penkiolika metų kruizinių laivų virtuvėse. Žuvis ir jūros gėrybės – paprastai ir tobulai.',
  'Pastry chef. Birthday cakes, šakotis and a table of sweets for your celebration.':
    'Konditerė. Gimtadienio tortai, šakotis ir saldumynų stalas jūsų šventei.',
  'Vietnamese street food from my mother\u2019s stall in Hanoi: pho, bánh mì, fresh rolls.':
    'Vietnamietiškas gatvės maistas iš mamos prekystalio Hanojuje: pho, bánh mì, švieži suktinukai.',
  'A Greek table: meze to share, grilled fish, and long evenings.':
    'Graikiškas stalas: mezės dalintis, kepta žuvis ir ilgi vakarai.',
  'Weekend šašlykai master. I come with the grill and the charcoal, you relax.':
    'Savaitgalio šašlykų meistras. Atvažiuoju su kepsnine ir anglimis, o jūs ilsitės.',
  'Former restaurant sous-chef, now cooking seasonal Mediterranean menus at home.':
    'Buvusi restorano šefo pavaduotoja, dabar namuose gaminu sezoninius Viduržemio jūros meniu.',
  // Dishes
  'Potato dumplings filled with pork, with bacon and sour cream sauce.':
    'Bulviniai cepelinai su kiauliena, spirgučiais ir grietinės padažu.',
  'Baked potato pudding with crispy edges, served with sour cream.':
    'Keptas bulvių plokštainis traškiais kraštais, patiekiamas su grietine.',
  'Cold pink beetroot soup with kefir, cucumber and dill, hot potatoes on the side.':
    'Rožinė šaltų burokėlių sriuba su kefyru, agurkais ir krapais, šalia karštos bulvės.',
  'The "lazy" chocolate biscuit cake. No oven, all joy.':
    'Šokoladinis sausainių pyragas „tinginys“. Be orkaitės, vien džiaugsmas.',
  'Adjarian khachapuri: boat-shaped bread with sulguni, an egg and butter, stirred at the table.':
    'Valties formos duona su sulguniu, kiaušiniu ir sviestu, išmaišoma prie stalo.',
  'Khinkali: juicy dumplings with spiced beef and pork; eat them by the top knot.':
    'Sultingi koldūnai su prieskoniais pagardinta jautiena ir kiauliena; valgomi laikant už viršūnėlės.',
  'Mtsvadi: pork skewers over vine wood, with onions and tkemali sauce.':
    'Kiaulienos iešmeliai ant vynmedžio malkų, su svogūnais ir tkemali padažu.',
  'Badrijani: fried aubergine rolls with walnut and garlic paste, pomegranate on top.':
    'Kepti baklažanų suktinukai su graikinių riešutų ir česnakų pasta, ant viršaus granatai.',
  'Beef braised in red wine with mushrooms, pearl onions and bacon.':
    'Burgundiškas jautienos troškinys: raudonajame vyne troškinta jautiena su grybais, svogūnėliais ir šonine.',
  'Provençal vegetables slow-baked in thin slices.':
    'Ratatujis: Provanso daržovės, plonais griežinėliais lėtai keptos orkaitėje.',
  'Upside-down caramelised apple tart with crème fraîche.':
    'Apverstas karamelizuotų obuolių pyragas su rūgščiąja grietinėle.',
  'Roasted sweet potato, chickpeas, quinoa, greens and tahini.':
    'Budos dubenėlis: kepti batatai, avinžirniai, bolivinė balanda, žalumynai ir tahini.',
  'Crispy herb falafel, creamy hummus and pickled onions.':
    'Traškūs žolelių falafeliai, kreminis humusas ir marinuoti svogūnai.',
  'Thin beetroot with orange, toasted seeds and herb oil.':
    'Ploni burokėlių griežinėliai su apelsinu, skrudintomis sėklomis ir žolelių aliejumi.',
  'Vegan pizza: sourdough base, roasted vegetables, cashew cheese and basil.':
    'Veganiška pica: raugo tešla, keptos daržovės, anakardžių sūris ir bazilikas.',
  'Tandoori chicken in a silky tomato and butter sauce, with rice.':
    'Sviestinė vištiena: tandūro vištiena švelniame pomidorų ir sviesto padaže, su ryžiais.',
  'Yellow lentils tempered with cumin, garlic and chilli.': 'Geltonieji lęšiai su kmynais, česnaku ir čili.',
  'Pastry parcels of spiced potato and peas, tamarind chutney.':
    'Tešlos pyragėliai su prieskoninėmis bulvėmis ir žirneliais, tamarindų čatnis.',
  'Yoghurt, Alphonso mango and a pinch of cardamom.': 'Jogurtas, Alphonso mangai ir žiupsnelis kardamono.',
  'Twelve-hour smoked brisket with pickles and white bread.':
    'Dvylika valandų rūkyta jautienos krūtinė su marinuotais agurkais ir balta duona.',
  'Double patties, cheddar, onions and house sauce on brioche.':
    'Dvigubas kotletas, čederis, svogūnai ir namų padažas briošės bandelėje.',
  'Pork ribs glazed with smoky-sweet sauce.': 'Kiaulienos šonkauliai rūkytame saldžiame glaiste.',
  'A sushi set: maki and nigiri with salmon, tuna and cucumber, rolled at your table.':
    'Maki ir nigiri su lašiša, tunu ir agurku, suvyniojami prie jūsų stalo.',
  'Tonkotsu broth, chashu, egg and spring onion.':
    'Tonkotsu sultinys, čašiu, kiaušinis ir laiškiniai svogūnai.',
  'Glazed salmon with rice and pickled vegetables.':
    'Glazūruota lašiša su ryžiais ir marinuotomis daržovėmis.',
  'San Marzano tomatoes, fior di latte, basil, olive oil.':
    'Pica: San Marzano pomidorai, fior di latte, bazilikas, alyvuogių aliejus.',
  'Spicy salami, chilli honey, mozzarella.': 'Aštri pica: saliamis, čili medus, mocarela.',
  'Mascarpone, espresso-soaked savoiardi, cocoa.':
    'Maskarponė, espresu pamirkyti savoiardi sausainiai, kakava.',
  'Marinated pork, pineapple, onion and coriander on corn tortillas.':
    'Takai al pastor: marinuota kiauliena, ananasai, svogūnai ir kalendra ant kukurūzų tortilijų.',
  'Avocado, lime, chilli, with tortilla chips fried on the spot.':
    'Avokadai, žaliosios citrinos, čili ir vietoje kepti tortilijų traškučiai.',
  'Cinnamon sugar churros with dark chocolate.': 'Čiurosai su cinamono cukrumi ir juoduoju šokoladu.',
  'Mussels in white wine, garlic and parsley, with fries.':
    'Midijos baltajame vyne su česnaku ir petražolėmis, su bulvytėmis.',
  'Whole sea bream with lemon, herbs and roast potatoes.':
    'Visas jūrinis karšis su citrina, žolelėmis ir keptomis bulvėmis.',
  'Saffron rice with prawns, mussels and chorizo.':
    'Paelja: šafraniniai ryžiai su krevetėmis, midijomis ir čorizu.',
  'The Lithuanian tree cake, baked layer by layer over fire.':
    'Lietuviškas šakotis, sluoksnis po sluoksnio keptas prie ugnies.',
  'Honey cake with sour cream layers.': 'Medaus tortas su grietinės sluoksniais.',
  'Soft buns with cinnamon and cardamom, glazed.': 'Minkštos bandelės su cinamonu ir kardamonu, glazūruotos.',
  'Beef broth simmered overnight, rice noodles, herbs and lime.':
    'Visą naktį virtas jautienos sultinys, ryžių makaronai, žolelės ir žalioji citrina.',
  'Fresh rolls: rice paper with shrimp, herbs and peanut sauce.':
    'Ryžių popieriaus suktinukai su krevetėmis, žolelėmis ir žemės riešutų padažu.',
  'Crusty baguette with pork, pâté, pickles and chilli.':
    'Traškus batonas su kiauliena, paštetu, marinuotomis daržovėmis ir čili.',
  'Moussaka: layers of aubergine, spiced lamb and béchamel.':
    'Baklažanų, prieskoninės ėrienos ir bešamelio sluoksniai.',
  'Greek salad: tomatoes, cucumber, olives, feta and oregano.':
    'Pomidorai, agurkai, alyvuogės, feta ir raudonėlis.',
  'Tzatziki, hummus, dolmades, olives and warm pita.':
    'Tzatziki, humusas, dolmadės, alyvuogės ir šilta pita.',
  'Shashlik: marinated pork neck on skewers, with onions and tomato sauce.':
    'Marinuotas kiaulienos sprandinės šašlykas su svogūnais ir pomidorų padažu.',
  'Garlic bread: dark rye fried with garlic and cheese sauce, the beer-snack classic.':
    'Kepta ruginė duona su česnaku ir sūrio padažu – užkandžio prie alaus klasika.',
  'Grilled vegetables: peppers, courgettes and corn from the grill with herb butter.':
    'Ant grilio keptos paprikos, cukinijos ir kukurūzai su žolelių sviestu.',
  'Cooked fresh in your kitchen; I bring the ingredients and leave it tidy.':
    'Gaminu šviežiai jūsų virtuvėje; produktus atsivežu pats ir po savęs sutvarkau.',
  // Event proposals (demo-events.ts): the chefs' messages and their courses in words
  'A Georgian supra for your team: I bake the khachapuri in your office kitchen and grill the mtsvadi on my own grill outside.':
    'Gruziniška supra jūsų komandai: chačapurį kepu jūsų biuro virtuvėje, o mcvadį kepu lauke ant savo grilio.',
  'Šašlykai for twelve: I bring the grill, the charcoal and the marinated neck the day before.':
    'Šašlykai dvylikai: atsivežu kepsninę, anglis, o sprandinę išmarinuoju dieną prieš.',
  'French onion soup with a gratinated crouton.': 'Prancūziška svogūnų sriuba su apkeptu skrebučiu.',
  'A bistro dinner for two, candles included. Nothing on the menu has nuts.':
    'Bistro vakarienė dviem, žvakės įskaičiuotos. Meniu nėra jokių riešutų.',
  'Braised seasonal vegetables with dill, for the vegan guests.':
    'Troškintos sezoninės daržovės su krapais – svečiams veganams.',
  'A Samogitian feast as at my grandmother’s: cold beet soup, cepelinai and tinginys for the birthday cake.':
    'Žemaitiškos vaišės kaip pas močiutę: šaltibarščiai, cepelinai, o vietoj gimtadienio torto – tinginys.',
  'Grilled peppers, courgettes and corn with hummus, for the vegan guests.':
    'Ant grilio keptos paprikos, cukinijos ir kukurūzai su humusu – svečiams veganams.',
  'A garden barbecue: I start smoking the brisket at dawn, so it is ready when the guests arrive.':
    'Grilio vakaras sode: krūtinę pradedu rūkyti auštant, kad būtų paruošta svečiams atvykus.',
  'A colourful plant-based table that everyone can eat, the birthday girl included.':
    'Spalvingas augalinis stalas, prie kurio valgyti gali visi, ir jubiliatė.',
};

/** A demo text as the chef writes it: Lithuanian, a blank line, then English. */
export function inBothLanguages(english: string): string {
  const lithuanian = LITHUANIAN[english];
  if (!lithuanian) throw new Error(`The demo text has no Lithuanian: ${english}`);
  return `${lithuanian}\n\n${english}`;
}
