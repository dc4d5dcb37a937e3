"""The words of the shipped banks, folded (generated: do not edit).

Regenerate after editing a bank:
PYTHONPATH=$PWD .venv/bin/python -m tests.games.em6_quiz.judge_set --lexicon
"""

WORDS = {
    'en': frozenset("""
        abcdef aboard about above absolute absorbs acceleration accepted accident according
        accretion accurate achilles acid acidic acorns across active actually ada adapted add adds
        administration adrenal adrenalin adrenaline adult adults advertising aerial aeronautics
        aeroplane africa african after afterglow afternoon ag again against age agency ago air
        aircraft airways alan alaska albatross albatrosses albedo albert alchemists aldrin aldus
        alessandro alexander alfred alive alkali alkaline all allergies almost along alpha already
        also alternator altimeter altogether alva alveoli alveolus always amateur amazon amazonia
        amber ambulance america american ammonia among amounts ampere amphibia amphibian amphibians
        amur an analytical anchor ancient and andean anders andes andromeda anemometer angles
        animal animals antarctic antarctica anther anthers antibiotic antibiotics antibodies
        anticlockwise anticyclone antoine any anyone anything aorta apart apes apollo appear
        appendix apple apples appliance applied arabic arachne arachnid arachnida arachnids
        archimedes arctic are area areas argon arms armstrong arnoldii around arranged art arteries
        artery artificial artist arum as ash asia aside asked assembly asteroid asteroids
        astronauts astronomer astronomers at ate atlantic atmosphere atoll atom atomic atoms atria
        attract au augusta aurora aurum australia autumn average away axial axis azerty babbage
        babies baby back backbone background backwards bacteria bacterial bacterium baekeland baird
        bakelite baking balance ball balloon bamboo band bang bankrupt baobab baptiste bar barely
        barn barograph barometer barrier basalt base basic basis basketball bat bath bats battery
        be bean bear beat beating beaver became because become becomes becoming beech been beeping
        bees beetle beetroot before behind being bell belong below belt berners besides between
        beyond bible biceps big bigger bile bill billed billion billions bills binary biofuels
        biosonar bird birds birth birthmarks bits bitter black bland blends blind blindness
        blizzard blocks blood blowhole blue blueshift bluetooth bluish blurs board bodies body bohr
        boil boiling boils bone bones bonobos bonsai book books border born both bound boundaries
        boundary box boy brackish braille brain brazil bread break breaks breathe breeding brick
        bricks bright brighter brightness bring brings bristles british broke broken bronchi
        brothers broths brown browser budding build built bulb bulges buried burn burning burrs
        bury but butterfly buttock buttocks buy buzz by byte ca cai calcaneus calcium calendars
        calf california call called calls came camel camouflage campaign can canada cancer cannot
        capable capillaries capricorn caps capture car carbon carbonate card cardiologist cards
        carl carnivore carnivores carolina carolus carotene carries carrots carry cartilage carved
        case cassini cat catalyst catalysts catalytic caterpillar cats cause caused causes caxton
        cell cells celluloid celsius centauri centimetres centre centuries century cerebellum ceres
        cern cetaceans challenger chambers change changes charge charles checkers cheese cheetah
        cheetahs chemical chemist chessboard chestnut chew chicxulub child childhood children chimp
        chimpanzee chimpanzees chimps china chinese chipping chips chloride chlorine chlorophyl
        chlorophyll chocolate chomolungma chose chosen christ christmas chromosome chromosomes
        chronometer chrysalid chrysalis chrysalises chunks circle circled circuit circumference
        citrus classic claws clay cleaner clear click climate clip clock clockmaker clockwise close
        closely closest clot cloth cloud clouds cluedo clump clumps cm co coal coast coasts
        coatings cochrane code codes coil coined cold coldest collagen collapses collect collins
        collision colour coloured colours column come comes comet common compared comparing
        compartments compass complete completely computer computers computing concave condensation
        condition conditions condor conduct conductor conductors cones congo connects constant
        constantly containing contains continent continental continents contraction control
        controlled converter converts convex cooking cooled coolest cools coordinates copernicus
        copper cordillera core coriolis cornea cornwall correct correctly cortisol cosmic
        cosmological cosmonaut could count counted counter counting countries country court cover
        covered covers cow cowpox cows crabs crater crawls created creatures credited crepuscular
        crepusculum crochet crocodile croissant crossed crossing crown crows crunch crust
        crustaceans crystals cub cud cuneiform cure cured curie current currents customers cut
        cuvier cycle cyclones cylinder cylindrical da dad daintree dalton damage dangerous danish
        dark darwin dashes date dated davis dawn day daylight days de dead deafness decapods decay
        decide decimal declared deep deeper deepest deer defined defines deflects degrees delay
        deltoid demonstration denim dense dental deposition derma dermatologist described describes
        desert deserts despite detect developed device diabetes diameter diamond diamonds diaphragm
        diaphram dice did die died difference differences different differently digest digested
        digit digits dinner dinosaurs dioxide directly disc discovered discs disease dish
        dishwasher dishwashers dissolve dissolved distance distant distress diurnal dive diverging
        dives divided divides dmitri dna do doctor does doesn dog dollars dolphins dome doppler
        dormice dot dots double douglas down dragon dragons drains draughts draw drawn draws drift
        drivers drone drones drop droplets dropped dry duck due dupont during dusk dust dwarf
        dynamo dyslexia each eagle ear earl earliest early earth earthquake earthquakes earths
        easier easily east eastern easy eat eating eats echidnas echo echoes echolocation eclipse
        edges edison edward edwin effect egg eggs egypt egyptians einstein either el elbow electric
        electrical electricity electromagnetic electron electronic electronics electrons element
        elements elephant elixir email empty emu emulsion enamel enceladus end ended endogenous
        endorphin endorphins ends energy engine engineer england english enigma enjoy enormous
        enough enzymes epidermis epinephrine equal equation equator equinox equipment eradicated
        eris erupted esa escape esophagus estuaries estuary eucalyptus euclid eureka europa
        evangelista evaporate evaporation evapotranspiration even evening event eventually ever
        everest every everyday everything exact exactly examples exercise exhaust exoplanet
        exoplanets expanded expanding experiment explorer explosion explosive express extra
        extrasolar extremely eye eyes faces factories fahrenheit faint falcon fall falling falls
        famous fan far faraday farnsworth farther farthest fast fastener faster fastest fat father
        feed feeds feel feet female femur fermentation few fibre field fifth fight filament films
        filter filtering find finds finger fingernails fingerprint fingerprints fingertips fiord
        fir fire first fish fishermen fist fit fizzes fjord fjords flapping flaps flat fleming flew
        flies flight flow flower flowers flown flu fluid fly flying focus fog fold folding followed
        food football for force ford forecast forecaster forecasts forests forever forget forgotten
        form formed forming forms formula fossil found founded four fragments france franklin
        freckles fred free freezing french fresh friction frigatebird frogs from front frontal
        frozen fruit fuel fuels full fully fungi fungus funny fur fuse fuses fusion gagarin gaggle
        gains galaxies galaxy galilei galileo gallbladder gallium game ganymede gaps garden gas
        gases gathers gave gd geiger gemini generated generator genus geologist george georges
        geothermal german germany get gets giant gills giraffe giraffes given gives glacier
        glaciers gland glands glass glassmakers glenn glide glider global globe glows glute glutes
        gluteus go gobi godt goes gold golden goldsmith gondwana good gorillas got grace graham
        grains gram granite graphite gravitation gravitational gravity great greater greatly greece
        greek green greenhouse gregor grew greyhound grinding ground group grow growing grows
        growth guglielmo guinea gulf gull gullet gunpowder gutenberg had haemoglobin hail hairs
        half hamburger hands happen happens harbour hard hardens harder hardest harmful harmless
        harrison has hatch have hawk hb he headlamps healthy heart heartbeat hearts heat heats
        heavenly heavy hedgehogs hedy heel height heinrich heisenberg helicopter helium helix help
        helped helping helps hemisphere hemispheres hemoglobin henry her herbivore herbivores
        herbivorous herd here hero herring hertz hexadecimal hg hibernating hibernation hiccups
        hidden high highest hills him himalayas hippocampus his history hitting holds hole holes
        home homo honey honeybee honeybees hook hooks hopper horizon hormone hormones hose hosted
        hot hotels hotter hottest hour hours house household houses how hoyle hst hubble huge human
        humans humboldt humerus humidity hundred hundreds hunt hunting hurricane hurricanes husband
        huygens hydrogen hygrometer hypophysis ice icy idea ideal identical identified if igneous
        ignite ignoring ikebana ikeda image imaginary imagined impaired impairment important
        improved in inch including india indian indonesia indonesian induction infections
        infiltration infrared inhibitor inlet inner insect insects inside inspired instead
        instrument insulator insulin interlocking interstellar into introduced invent invented
        invention inventor involuntary io ionising ionizing ions iris irises iron irregular is
        isaac islands isomers isotope isotopes it item its itself jacob jaguar james january japan
        japanese java jaxa jean jeans jelly jemison jenner jersey jet jiggle jigsaw job joey joeys
        johannes john joined joked jokers jolt joseph josephine joule joules judge juice july june
        jungle jupiter just kalahari kalium kami kangaroo keep keeping keeps kelvin kelvins kepler
        kept keratin kettle keyboard keys kg kidney kidneys kikunae kilimanjaro kill killed kilo
        kilogram kilograms kilometre kilometres kilowatt kind kinetic king kingdom kitchen kitten
        kitty km kneecap knock knocked know koch komodo kopernik krypton kuiper kwh laboratory lack
        ladder lagoon lake lakes lamarck lamarr land landed landlord lands language large largest
        larva lasted late later latin latitude launched lava lavoisier lawnmower lay layer layers
        laying layout lead leap least leaves leaving lee left leg lego legos legs lemon length lens
        leo leonardo less let lets letter letters level levels levi lies life lift light lightest
        lights like limestone lind line lines link linnaeus linne lion lionesses lions liquid lise
        listening lister lithium lithospheric litres little live liver lives living lizard lizards
        lizzie loaded lobe lobster lobsters local locked logie london long longer longest longitude
        looks loop los loss lost lotus louis lovelace lower lowest lumiere lun lunar lung lungs
        lyell machine machines madame made mae magie magma magnet magnetic magnetism
        magnetoreception mail main mainly make makes making malaria male mammal mammals manta
        mantle manutius many marble marconi maria mariana marianas marie marine marks marrow mars
        marsupials mass massive master mate material mathematician mawsim max maximus may mc
        meander meaning means measles measured measures measuring meat meccano mechanical medical
        medicines medieval meitner melanin melatonin melt melted melting melts mendel mendeleev
        mendeleiev mendeleyev menlo mercury meridian mesopotamia mesosphere metal metallic metals
        metamorphic meteor meteorite meteorites meteorologist meteoron meteors methane metre metres
        metric mexico michael michelangelo microwave microwaves midday middle migration mikolaj
        milk milky million millions millionth mills mineral minerals mini minoris minutes mirror
        missions mistral mix mixes mixture mm model modern mohs molecule molecules molten momentum
        monitor monopolies monopoly monotremata monotreme monotremes mons monsoon monsoons montagu
        montgolfier montgolfiers month months moon moons more morning morphine morse most mostly
        mother motion motor mould moulting mount mountain mountains mouse mouth movable move
        movement moves moving mower mr mt much murder muscle muscles muscular mushrooms must myth
        nacl name named names naming napalm narrow narrows nasa national native natural naturalist
        nature navigator ne near nearly nebula nebulae nebulas neck nectar needed negative neil
        neon nepal neptune nerve neumann neurons neutron neutrons new newborn newcomen newfoundland
        newton next nicknamed nicolaus niels night nikola nimes nino ninth nitrogen no nobel
        nocturnal nodes noon normal north northern northwest norway nose noses not notebooks notes
        nothing noticed now nuclear nucleus number numbers numbs nurseries nursery nutrients nylon
        nylons nymph oak oaks object objects obliquity ocean oceans octagonal octopus oesophagus of
        off official often oil old oldest olfaction olympus omnivore on once one ones only onto
        oort opened opposite optic or orange orangutans orbit orbiting orbits ordinary oregon organ
        organs origami origin original oru orville ostrich ostriches other otter our out outer
        outside oven over overhead owls own oxbow oxygen oxytocin ozone pacific pack padding pain
        painkillers painted pair pairs pale pancreas panda pandas pangaea pangea paper parachuted
        parachutist parallax parasitic parent parents paris park parliament parmesan part particle
        particles parties partly parts pass passengers passes passing pasteur patella patent
        patented pattern patterns pea pear pegasi pelvis penicillin peninsula people per percentage
        percolation percy peregrine periodic permafrost person peruvian petals ph philo phonograph
        photosynthesis physicist pi piano picked picture pictures piece pieces pierre pigment
        pigments pile piling pin pinched pink pinpoint pins pioneer pioneered pipe pistil pitch
        pituitary places planck plane planet planets plankton plant plants plastic plate platelet
        platelets plates platinum platypus platypuses play players playing playmobil plentiful
        plenty plug plugs plum pluto pocket podiatrist point points poisonous poland polar polaris
        pole poles polio pollen pollution polonium polyester polystyrene poor popular port position
        possible potassium potential pouch pound powder power powered powers precipitation
        predicted preferred pregnancy pregnant presented press pressed presses pressure prey pride
        prime principle printed printing prints prizes probably probe problems process produces
        program programme programmer programming project properties proposed protein proton protons
        proxima ptolemy public published puddles puerto pull pulling pulls pulsar pulse pump pumps
        punched pupa pupil pure push pushed pushes put pythagoras qomolangma qr quality quantum
        quarter quarters quartz quasar queen query quick quicksilver qwerty rabbits race races
        radar radiation radio radioactive radioactivity radios radium rafflesia rain raincoats
        rainforest raised range ranks raphael rare rate ratio raw ray rayon reach reaches reaction
        reacts reader reading real realised rebuilt receive received reclassified recognise record
        recorders records recycled red redshift redwood redwoods reed reef reflecting reflective
        region regrow rejected related relatives relativity release released releases relies
        remains renaissance renault repair repeating replaced reportedly reptile reptiles
        resistance resistor resonance respiration response rest retina revealing reveals
        revolutions ribcage rich rickets rico ride right rigid ring rings rip rival river rivers
        riveted rivets road robert rock rocky rodents rodinia rods rolls romans room rooster root
        roots rosalind rotation rotten rotting roughly row rows rubbing rubs run running runs
        russel russian sacs safety sagarmatha sahara said sailors sally salt salty same samuel sand
        sandstone sandwich sandwiches sap sapiens satellite saturn save savory savoury says scale
        scan scapula scatter schrodinger sciatic sciatica sciences scientific scientist scientists
        scorpions scottish scrabble scratch screens screw scurvy sea seabird seahorses searching
        season seasonal seasons second seconds sedimentary see seeing seem seen seismic seismograph
        seismologist seismometer selection sempervirens send sends sense sensitive sent sepal
        separate separated september sequoia serge sesamoid set setting seven several sextant
        shaking shape shaped shapes share shares shark sharp sharper sharply shaw she shed sheep
        shelf shell shepard shields shift shin ship shooting shoots short shortest shouted show
        showed si siberia siberian side sided sides sight sighted sightedness sign signal signs
        silica silicon silver simple simply since single singularity sink siren sirius sirocco sits
        six sixth size sized sketched skin sklodowska sky sleep sleepy slices slides slightly slip
        slow slowly slows small smaller smallest smallpox smell smells smog snake sneakers snow so
        soaked soap soda sodium soft soil solar sold solid solstice solution solutions solvent some
        sonar soon sores sos sound sounds sour source south southern soviet space spacecraft
        spanish spasms special specialises specialist species speck speed speeds spend spends sperm
        sphere spheres spicy spider spiders spin spinal spine spinning spins spiral spitzer spleen
        spot spread spreads sprints spurs sputnik square squared squares squashed squeezes squirrel
        squirrels stack stadium stairs stalk stamen stamens stand standard stands stapes star
        starfish starlight stars start started state stated stations statues stay stayed stays
        steady steam steep stellar stem stephenson steps still sting stirrup stockings stomach
        stone stoop stop stops store stored stores stork storm story straight strange stratosphere
        strauss streak stream streets strengthened stretched stretches stretching strong strongest
        struck structure stuck stud studies studs stumbled sublimation sublimes subliming substance
        such sudden sugar suits sulfide sulfur sulfuretted sulphide sumer sumerian sumerians summer
        sun sunlight supercontinent supernova supernovae supernovas surface surge survives
        suspension swallow swamp swedish sweet swift swimmers swiss symbol synthetic syrups system
        systems table tablets take taken takes talc tall taller tallest taste tastes team tearing
        tectonic teenager teeth telegraph telephone telephones telescope television tell tells
        telstar temperature temperatures ten tendon tereshkova terminals tern terns tesla test
        textile th than that thaws the their them then theory there thermometer they thick thickens
        thicker thickest thigh thighbone thin thing things thinking thinner third this thomas
        thorium those though thought thousand three thrombocytes through thunder thyroid tibia
        tidal tides tiger tigers tilt tilted tim time times timing tin tingling tiny tipped titan
        tnt to toads toaster today toe together told tomlinson tonnes too tool tooth toothbrush top
        topaz topped tornado torricelli total touch touched towards town toxic toy trachea track
        tracked traditionally traffic transform transformer transpiration trapezius trapping traps
        travel travels tree trees trench trials triangle triangles triggers trillion trim triple
        tropic tropical troposphere trousers true trunk try tsunami tsunamis tube tundra turing
        turn turned turning turns twelve twice twilight twin twisted twisting two type typewriters
        typhoon typhoons typical ulnar ultraviolet umami uncertainty unchanged under underground
        undersea unique unit universal universe unlike until unusual up upper upright upsets upside
        uranium uranus urine ursae us use used user uses using usual usually vacca vaccination
        vaccine vacuum vagus valentina valley value values vapour variola vast vega veins velcro
        velours velvet venomous ventricles vents venus vertebrae vertebral very vessel vessels
        villi vinci violently violet viruses visible visibly visual visually vitamin volcanic
        volcanically volcano volcanoes volt volta voltaic volume von vostok voyager voyages waited
        walk wallace walls walter wandering want wanted war warm warmest warming warms warmth was
        wash washing watched water watson watt wave wavelength wavelengths waves way we weak
        weather weaver web website wedge weeks wegener weigh weighs weight well were werner west
        western westinghouse wetter whale whales what wheelbarrow when where whether which while
        whirlpool white who whole whose why wide widely widens wider wilbur will william win wind
        winds wing wings wingspan winter wiped wire wisdom wise with within without withstand woman
        womb wood word words work worked worker working world worldwide worth would wreckage wright
        wrights writing written wrote www xenon year yearly years yellow yet you young your yucatan
        yuri zebra zero zinc zip zone zones
    """.split()),
    'fr': frozenset("""
        ab abaisser abandon abdomen abeille abeilles abondant abord abrite absolu absorbants
        absorbent absorption acariens accelere accentues accessoire accident accord accretion
        accrochent accumulation accumuler achevent achille acide acier acquis actifs action
        activement actuels adaptateurs additionnait additionnent ader adhesive adjectif adn adoptee
        adoucir adrenaline adulte aerer afin africain afrique ag age agit agitation agitent agrafe
        aide aider aiguille aiguilles ailes aimant aimantee ainsi air airbus ajoute alaska albatros
        albert alberto alchimistes alcool aldrin alessandro alevin alexander alexei alfred algue
        algues alignes aliment aliments alize alizes allaite allemand aller alliage allonges allure
        alluvions alors alpes alpha alpines alsace altimetre altitude aluminium alveoles amanite
        amazonie amazonienne ambiante ambroise amenorrhee americain americaine amerique amidon amis
        ampere amperemetre amphibien ampoule ampoules an analysant ancetre ancien ancienne anders
        anderson andes andre andromede anglais angle angles angleterre anguilles animal animales
        animaux anneau anneaux annee annees ans antarctica antarctide antarctique anthocyane anti
        antiadhesive anticyclone antigene antique antoine antoni aorte aphelie apollo apparaissent
        apparait apparaitre appareil appareils appartiennent appel appelait appele appelees appeles
        appelle appellent appert appertisation apporte apprennent approche apres aquatique
        arachnides araignee araignees arbre arbres arc archimede ardeche aretes argent argentum
        argon argument ariane aristote armstrong arriere arrivant arrive arrivee arrivent arrondie
        artere artifice artificiel ascendants asie aspirateur association associe asteroide
        asteroides asticot astragale astre astres astrolabe astrologie astrologue astronaute
        astronautes astronome astronomie astronomique astrophysicien atelier athenes atlantique
        atmosphere atome atomes atomiques atp attaquer atteindre atteint attention attiree attirer
        attracteur attractions attrape au aucune auguste aujourd auraient aurait aurore aurum aussi
        australien autant auteur autocuiseur automne automobile autour autre autrefois autres
        autrichien autruche auvergne aux avaient avait avancait avancer avant avec avenir aveugle
        aviateur aviens avion avoir avril axe axolotl azerty azote bacterie bacteries bain baisse
        baisser balanciers baleine ballon ballons ballottes bancaires bang baptise baptisee barbier
        bardane barometre barrages barre barres barrit barthelemy bas basalte basaltiques base
        basique basse bassin bat batonnets battant battent baudrier baudry beaucoup beaufort bebe
        bec becquerel beidou bel belge bell benjamin benz beriberi bernard berners bertha besoin bi
        bic bich biche biches bien big biliaire bille billes billion binaire biologiste
        bioluminescence biomimetisme biosonar bip biro bits blaise blanc blanchatre blanche
        blanches blancs bleriot bleu bleue bleues blocs bloquee bluetooth bocaux bohr bois boite
        bombyx bonne bonnet bord bordeaux borneo bornes bosphore bouche boucle boucles bougent
        bouger bouillie boulanger bourdon bourdonnement bourdons bourgogne boussole boussoles bout
        brahe braille brame bramement brament branche branches branchie branchies bras bretagne
        breve brevet brevete brevetee breveter brievement brillants briller brisee britannique
        britanniques bronze bruit brule brusques brutalement bulles bute butineuses buzz cache
        caches cachettes cadran caduc caducs caduque caduques cafe caillette caillouteuses calais
        calcaire calcaneen calcaneum calcaneus calculer calculs californie calme calotte calottes
        camargue cameleon camions camouflage camoufler canada canalise canard cancer canon canons
        caoutchouc capable capsule capter capturer car caracteres carapace caravelle carbone
        carbonique carburant carences carl carnivore carotene carotide carres carte cartes
        cartesien cartesiennes cartesius carton cas cases cassee cassini castor categorie cause
        cavites cayenne ce cede ceinture cela celebre celebres celle cellule cellules celsius celui
        cendres centaines centieme centimetres central centrales centre cepe cercle cerf cern
        certaines certains cerveau cervelet cervicales cervin ces cesse cessent cet cette cevennes
        cfc ch chacun chacune chaine chair chaleur challenger champ champignon champignons change
        changer chapeaux chaque charbon charge chariot charles charon chasse chasses chataignier
        chaud chaude chaudes chauffait chauffe chaussee chauve chauves chene chenes chenille
        chenilles cher cherchant chercher chercheurs chevreau chez chicxulub chien chiens chiffres
        chimie chimique chimiste chine chinois chinoise chiroptere chitine chlore chlorophylle
        chlorure chocolatee chouette chretien christophe chromosomes chronometre chrysalide chute
        ciel cigogne cinematographe cinq cinquantaine cinquieme circuler cire cirrus citron clair
        classe classification claude claudie clavicule claviers cle clement clepsydre clignotant
        climat climatique clochers cloportes cm co coccinelle coccolithes cochrane cocon cocotte
        code coeur coeurs coexiste coiffe coleoptere coleopteres colibri collagene coller collision
        colomb colon colonne colonnes colore combattre combien combinaisons combustibles comete
        cometes commander comme commence commencent comment communiquer comparee compartiments
        compas compatibles complet complete compose composees compost compostage comprendre
        comprime comprise comprises compte comptent comptez comptine concentration conception
        concorde concu concue concurrent condensation conducteur conducteurs conduit cones
        confondre confusion congo conifere coniferes connait connaitre connu connue connues
        conservation conserve conserves considere consideree consommant consommation consomme
        constellation constituant construire construit contact contenu contenues contiennent
        contient continent continents continu continue contractee contractions contrairement contre
        contribue convertit coordonne coordonnees copernic copernicus copiant coq corde cornee
        corps correspond cosmonaute cotes cou couche couchee coudre coulees couleur couleurs
        coulisse couloir coulomb coupe courant courants courir courrier cours courte coutant couvre
        couvrent craie craignant crane cranienne cratere creation cree creuse cri cris cristal
        cristallin crochets croise croissance croute crunch crustaces cube cueillette cugnot
        cuisine cuisse cuivre culture cumulonimbus curie curiosity cyanobacterie cyanobacteries
        cycle cyclone daguerre daimler dalton dangereuse dans datation dauphins davantage de debit
        debut decale decembre decennies dechets decibel decimait decimales decisif declenche
        decollent decompose decomposer decoupage decoupe decouvert decouverte decouvrant decrit
        deep defendent defendu defense defini degelant degrade degre degres deja dela delambre
        delivrent delta demarche demesurement demi demie demonstration demontre deneigement denis
        dense dentees dentition dents depasse depassent depasser deplace deplacement deplacements
        deplacer depose depourvu depuis derivation derive dermatologue derniere dernieres deroule
        des descartes descend desert designe desintegration desoxyribonucleique dessous dessus
        destine determine detruisaient detruisent detruit detruits deux devaient devant developpe
        developpement devenu devenue devenus devient devoir devrait diabete diamant diametre
        diapason diaphragme diazote dieu differentes differer digerer digesteur digestif digestion
        digitales diminue dinosaures dionee dioxyde dipteres dire direct directement direction
        discale disparu disperse disposition disque disques dissous distance distincts distribue
        divise divisee divisez dix dizaine dizaines dmitri dna dodo doigts doit dome domestiques
        donc donne donnent donner donneur dont dore doree dorsale dos dose dote double douce
        douleur doute douvres douze drais draisienne drapeau dresse droit droits du duc due dumont
        dunes duquel durcies dure duree durete dynamite dynamo eau eaux ebrecher ecailles echange
        echapper echelle echidnes echo echolocalisation echolocation eclair eclaire eclipse
        economes economise ecorce ecossais ecoulement ecoulent ecouter ecrans ecrie ecrire ecrit
        ecriture ecureuil edison edward edwin effet effraie egal egypte egyptien eiffel einstein el
        electricien electricite electrique electriques electromagnetisme electron electronique
        electroniques electrons element elementaire elements elephant elephante elephanteau eleve
        elever elixir elle elles eloigne eloignent elytres emballages embarquent embouchure
        embrasent emergees emettait emeu emise empechait empereur empilement emploi empoisonnements
        emportant emporte empreinte empreintes emprunte en encaisse encephale enclume encore
        endormis endormissement endroit endroits energie enfance enfant enfants enfermait enfin
        enfoncer enfoui enfouissement englouti enoncee enorme enrage enregistrement enregistrer
        enseignes ensemble enseveli ensuite entend entendre enterrent entier entiere entierement
        entieres entoure entoures entre entreprise entrer envers environ environs envoient envoler
        envoye envoyer enzyme eole eolienne epaisse epaisseur epicea epicentre epinephrine epiniere
        epluchures epoque epouse equateur equatorial equilibre equinoxe equipages equipe erable
        ernest erreur eruption eruptions espace espaces espagnol especes esprit essai essence
        essentiel essuie est estimation estime estimer estomac estuaire et etabli etaient etain
        etait etale etamine etant etat etats ete eteints etend etendre etienne etna etoile etoiles
        etre etretat etrier etude etudie etudient etui euclide eugene euler eureka europe europeen
        europeenne europeennes europeens eurotunnel eut eux evaporation evenements everest evidence
        evite eviter evoque exacte exactement exemple exercee exigeait existait expansion
        experience explique expliquer exploitent explorer explosif explosion exprime expulsent
        externe externes extinction extraterrestres extreme extremement extremite fabrication
        fabriquait fabrique fabriquent fabriquer face faces facial facilite faciliter facteur fade
        fahrenheit faible faille faire faisait faisant fait faites faits falaises faon fardier
        farine farman faut faute faux feconder felin femelle femme femorale femur fenetre fer
        fermat fermentation fermer fertile feu feuille feuilles feuillet feux fevrier fiable fibres
        fievre figer figure fil filament filaments filante file fille filmant fils filtrant filtre
        filtrent fin fine fins fissuree fit fixant fixe fizeau fleming fleur fleurs fleuve fleuves
        flottantes flotte fluorescente foie fois fonctionnaient fonctionne fonctionnement fond
        fondateurs fonde fondre font fontanelles force ford foret forets forme formee formees
        forment former formeront formule fortune fosse fossile fossiles foucault foudre fougere
        foule four fournit foyer fraction fragmentant francais francaise francaises france franco
        franklin frequence freres fresques freud friction froid froide froides frontiere frottement
        frottements fruits fume furent fusee fusees fusion fut gagarin gagarine gaine galaxie
        galaxies galilee galilei galileo galvani ganglions ganymede garde garros gastrique gaz
        gazeux geais geant geante geantes geants gecko gele gelee gemini gene genetique geneve
        genou geologue georg george georges gerbier gestation gestes gibraltar gigantesque girafe
        girolle givre glace glaces glaciaire glaciers glaciologue glacon glande glandes glands
        glissement glisseraient globe globule globules glonass glucose gluon glycogene gnomon gobi
        goitre golfe gondwana gonflent gottlieb gourmand gout goutte gps grace graduee graham grain
        grains grand grande grandes grandeur grandi grandir granges granite gratuit gravee
        gravitation gravitationnel grec grece grecque greenwich gregoire grele grelon grelons
        grenouille gresil grille grondement gros grosse grossesse grossissent groupe groupes grue
        guepard guere guerre guglielmo guidee guillotine gulf gustave gutenberg guyane habitants
        habituelle had haignere hanneton harvey hasard haut haute hauy helice heliocentrique helium
        hemisphere hemispheres hemoglobine hennissement henri henry hepar hepat hepatite herbe
        herbivore herbivores heritee hermetiques hernie heron heros hertz hetre heure heures
        hexagonales hexagone hibernation himalaya hippocampe hippocrate hippolyte histoire
        historiques hiver hommage homme hongrois hooke hoquet horizon horizons horloge horloges
        hormis hormone hormones houx hubble hui huile huit hulotte humain humaine humains humanite
        humboldt humerus humus hutton huygens hydrate hydrogene hydrolienne hymenopteres hypocentre
        hypophyse hypothalamus hz iceberg idee iguane il ile illumine ils image images imaginaire
        imbibe imites immense immenses immortalite immunitaire imposa imposer impossible impots
        impregnant impressionne impressionner imprimer imprimerie inapercu inaugure incandescence
        incapable incineration inclinaison incline inconnus inde independamment indien indienne
        indique industriels inertie infection infections inferieur inferieure infini information
        informations ingenieur inoculait inodore inoffensif inscrire inscrite insectes inspire
        instable instantane instrument insuline intensite interieur international internationale
        interne internet interstellaire intestin intestins introduits invente inventee inventeur
        inventeurs invention invertebre invertebres invisible involontaires invulnerable iode iouri
        irene iris irlande irradier isaac isolant isoles issu italien ivresse jaguar jamais james
        janvier japon jaune jaunes jean jenner jesus jette jeune jeunes jezero johannes john joliot
        jonc joseph josephine joule jour jours juillet jupiter jura jus jusqu jusque juste kalahari
        kangourou karl katia kelvin kelvins kepler keratine kilogramme kilometre kilometres kilos
        km koala koch kourou krafft krill krypton kuiper kyoto la labrador lac lactee lactose
        ladislao laennec laisse lait laiton lamb lamelles lampadaire lampe lance lancee landsteiner
        langue lapin laplace laquelle large larges larve larves laszlo latin latinise latitude
        laurasia laurent lave lavoisier le led lee leeuwenhoek legende leguer lemaitre lenoir
        lentement leon leonov leopard lepidopteres lequel les lettre lettres leucocytes leur leurs
        leve lever levier levure levures lewis libere liberee liberte libration lichen liens lies
        lieu ligament ligne limeys limitait limite limiter limousin limpide linge linne lion
        liquide lire lise lister lit litre litres little livre livres lm loge loi loin lointaines
        loire long longs longtemps longue longuement longueur lors louis loup lourd lourde lourds
        lowell lueur lui luigi lumen lumens lumiere lumieres lumineuse lumineuses lunaire lune
        lunes lunette lunettes lux lyell lyon lyophilisation macareux machez machine machines
        machoire madagascar magellan magnetique main mains maintient mais maison maisons maitresse
        majorite maladie maladroits male males malgre mammifere mammiferes manche manches manchot
        manchots mandibule mange maniable manque manta manteau marbre marc marcel marche marcher
        marconi maree marees mari maria mariannes marie marin marine marins marmotte marne maroni
        marron mars marsupial marsupiaux marteau martinet mary mascaret masquage masquait masque
        masse massif massive materiau mathematicien matiere maurice maxillaire maximum mc meandre
        mecanique mecanisme mechain medecin medecins medicaux mediterranee meduses mefiance meister
        meitner melange melangeant melatonine meleze membrane membres meme memoire menage menager
        mendeleev mendeleiev mendeleyev mer mercalli mercure mercury mere meridien mers mesosphere
        mestral mesurait mesure mesuree mesurer mesurerait met metal metallique metamorphose meteo
        meteore meteorites methane methodique metier metre metres metropolitaine mettant mexicain
        mexique micro microbes microbienne microprocesseur microscope microscopes microscopique mie
        migrer millau mille milliard milliardieme milliards milliers millimetres millionieme
        millions min mineral mineraux minimale minuscules minute minutes mirage mis mise mission
        missions mistral mixeur mm mobiles modele modeles moderne modernisee moelle mohs moineau
        moins mois moisissure molecule molecules mollet mollusques monde monoplan monotremes mons
        mont montagnes montagneux monte montgolfier montre montreal montres moque morceau mordu
        moreno mortels mot moteur mots mouche mouches moulin mousse mousson moussons moustique
        mouton mouvements moyenne mucus mue mulot multimetre multiplient muni mur murier muriers
        muscle muscles musique myosine na nacl nadar nageoires naine naissance naissent nasa natale
        natrium nature naturel navigateurs navigation navire nazaire ne nebuleuse nebuleuses
        necessite nectar nee neerlandais neg negatif negative neige neil neon neons nepenthes
        neptune nerf nerveux neuf neurones neutrino neutron new newton newtons nez ni nicephore
        niche nicher nickel nicolas niels niepce nikola nina nino nitroglycerine niveau nobel
        nocturne noel noeuds noir noire nom nombre nombreuses nombreux non nord normale normalisee
        normandie nos notamment notre nourrissant nourrissent nourrit nous nouveau nouveaux
        nouvelle nouvelles noyau nu nuage nuages nucleaire nucleaires nuit nuits numero numeros
        objet objets obscurite observee observer obtenez obtenir obtenu obtient occupe ocean
        oceanie oceanique oceaniques oceans octet odeur odorat oeil oesophage oeufs officier
        offrant offrent ohm ohmmetre oiseau oiseaux olivier olympus ombre omnivore omoplate on
        ondes ongles ont oppose or orage orages orange oranges orateurs orbite ordinaire ordre
        oreille oreillettes organe organes organique organise organisme organismes orgues oriente
        origine orion orne ornithorynque ortie os oscillation oscillations osselets osseuse ou
        oubliant ouest ouie ouies ouragan oural outils ouverture ouvrage ouvrant ouvrieres ouvrir
        oxygene ozone pa pacifique pages paidos paille pain pair paire paires pais pancreas pangaea
        pangea pangee panse pantheon papier papilles papillon papin papyrus par parait paraitre
        parallele paralleles paratonnerre parce parcourue pare parents parfait parfaite parfois
        paris parisiens parle parmentier paroi parois parole part partage partenaire partent
        particule particulierement partie partir partout parvenir pas pascal pascaline passage
        passagers passant passe passee passent passer pasteur pate patella patient patiente
        patinoire patrick pattes pavin payante pays pb peau pecheurs pectoral pedagogie pedales
        pediatre peine peinture pelage pendant pendule penguin penicilline percevoir percival
        percute perd pere perfectionne pergelisol perihelie perimetre periode periodique
        periodiquement periscope permafrost permagel permanence permet permettent permis perone
        perseverance persistantes personne perturbe peruviens pese pesees pesent pesquet petale
        petit petite petits petrole peu peur peut ph phalloide pharmacien phase phenomene
        phenomenes philae philosophe phonographe phosphore photo photoelectrique photographie
        photographique photon photosynthese physicien physique phytophage pi pied pieds piege
        pieges pierre pieton pieuvre pigment pigments pile pingouin pioneer piquent pissenlit
        pistil pixel placait plaines plan plancton planctoniques plane planete planetes plante
        plantent plantes plaque plaques plaquettes plastique plat platane plateaux pleine pleines
        plevre plomb plongee plongent plonger pluie plupart plus plusieurs pluton plutot poche
        podologue podometre podos poele poids poils point pointe points poisson poissons poitrine
        polaire polaires pole poles police politique pollen pollinisateurs polonais polonium pomme
        pompe pompei pompiers pond pondent pont porcelaine poreuse portaient porte portees portent
        pose posees positif position possede possible poubelle poudre poulain poumon poumons
        pouponniere pour pourcentage pourquoi poursuit poursuivent pourtant pous poussaient
        poussant pousse poussee pousser poussiere poussieres pouvaient pouvoir precedente
        precession precieuse precises precision predit prefet prefixe prelevent premier premiere
        premieres premiers prenant prend prendre prennent prepare pres presente presque presse
        pressees pression pretend pretre primates primitif principal principale principalement
        principe printemps prise prises prisme prismes prisonnier prix procede processus prochaines
        proche proches production produire produisent produit produite profite profiter profond
        profondeur programme progressivement projection projetee propage propolis propose
        proprietes propulse protection protege protegent proteine protocole proton prouver provence
        provient provoque provoquee provoquent proxima ptolemee pu publie publique puce puces puis
        puise puissance puissant puissants pulsar punaise pupille pure puy puys pythagore qu
        qualifie quand quantite quart quartier quartz quasar quatre que quel quelle quelles quelque
        quelques quels queue qui quinzaine quitte quotidien qwerty qwertz rachitisme racine racines
        radar radio radioactif radioactive radioactivite radioamateurs radium radon rage ragondin
        raie raison ralentir rampe rangee ranges rapace rapide rappelle rapport rare rassemble rate
        rattraper raye rayonnement rayons rayures raz reabsorbent reaction realise realite receveur
        recevoir rechauffe rechauffement recipients reclament reclassee recoit recoivent recolonise
        recoltee recoltent recompensee reconnaitre reconstituer recourbe recouvert rectangle recu
        reduite reduites referment refermer reflexion refraction refroidissant regenerer regions
        regle reglent regler regles reguler regulier regulierement reguliers regurgite rein reine
        reins reintroductions rejete rejeter rejette rejoignent rejoint relaient reliait relie
        reliees relief remacher remarque remarquee remet remonte remonter remplacees renault rend
        rendait rendre rene renferme renforce renouvelle renouvellent renvoie reorganise repand
        repandre repart repas reperent repeter repos repose repoussee reprendre represente
        representent reproduction reproduire reptile requin rer reseau reserve resistance resorbe
        respiration respirons responsable ressort restait restantes reste restent restituer
        retarder retenir retient retine retire retour retrouve retroviseur reunies reunion reunis
        reunissait reussi reutilisables revanche revient revit rhesus rhodanien rhone riche riches
        richter ride rideau rien rift rigoureux risque rivaux riviere rivieres rizieres robert
        robot robots roche roches rocheuse rocheux roi roland role romaine rongeur rongeurs rorqual
        rose rosetta rossolis rotation rotule rotulien roues rouge rouges rouleau route routes
        royale ruche rues ruisseau rumination russe rutherford rythme sa sable sablier saccage
        saccharose sagan sagesse sahara saint saisie saisons sait salamandre salee saliout salive
        sally salon salpetre samu sang sanguin sanguines sanguins sans santos sapin sardine
        sargasses satellite satellites saturn saturne sauf saumon savant saveurs savitskaia savoir
        savonneuse scarabee sciatique scientifique scorbut scorpions se sec seconde secondes
        secretee securite seine seisme sel selectif selenium selon sels semaines semblables semble
        semelles sens sensibles separent separes sept serait serie serre sert servent service ses
        seul seule seulement seuls seve sexe sextant si siberie siecle siecles sien sigle sigmund
        signaux signe signifie silice silicium silicon simon simple simplement simples singularite
        sirocco sirop sismiques sismologue situe situee situees six sklodowska socle sodium soie
        soir soit sol solaire soleil solide solidification solstice solution sombre sombrero somme
        sommeil sommet sommets son sonar sonde sons sont soude soudent soudes souffle soufflent
        soufre souleve soupape souples source souris sous soustrayait souvenir souvent sovietique
        soyouz spatial spatiale specialiste sphenoide sphere spoutnik sputnik squelette stabilisent
        stapes station statue sternum stethoscope stocke stratosphere stratus stream stress
        stromboli stylo styx sublimation substance suc succes sucre sucres sud suedois suffit
        suisse suit suite supercontinent superficielle superieure supernova superposant
        supersonique supposant sur sures surface surfaces surgelation surnom surnomme surnommee
        surplace surrenales surtout survecu survoler suspendu svetlana symbiose symbole symptomes
        synchrone synchronisation systeme table tableau tache tachete taiga taille tailleur
        tailleurs talc talon tandis tant tard tatou taupe taux tchouri technique tectonique tefal
        teflon teinte telephone telephoniques telescope telle temperature tempete temps tendon
        tendre tendue tension tenu ter terechkova tereshkova terre terreau terres terrestre
        terrestres territoires tesla testosterone tetard tgv thales theoreme theorie thermometres
        thimonnier thomas thon thymus thyroide thyroxine tibia tiers tige tigre tilleul tim tire
        tirer tiroir tisser tissu tissus titan titubante toile toits tombee tombent tomber tonga
        tonne tonnerre tonnes tot total totale touche touches toujours toundra tour tourbillon
        tourne tourner tous tout toute toutes toxines toxique tracer traces traditionnelles train
        trainee trains traitement trajet tramontane tramway tranche transformation transforme
        transformee transformer transfusions transmet transparent transporte transportent trapeze
        travaille travers traverse traversee traversent trente tres tri triangle tribunaux triton
        trois troisieme trombone trop tropicale tropique tropiques troposphere trottinette trou
        trouve trouvent trouver trouveraient tsunami tuait tube tubes tunnel tycho tympan type
        ultrasons ultraviolets un une union unique uniquement uniques unis unite univers universel
        universelle uranium uranus urgence urine usage usb uses ustensile utilise va vacca vaccin
        vaccination vaccine vache vaches vague vagues vaincue vaisseau vaisseaux vaisselle valait
        valent valentin valentina valeur valeurs vallee valley valu van vapeur varie variole vaste
        vastes vaut vegetales vegetaux vehicule velcro velo velocipede velos vendus vent
        ventricules vents venu venus verglas verifie verifier veritable verre verrouillage vers
        versailles version vert verte vertebrale vertebres verts vesicule vespasienne vesuve veut
        viaduc vibrations vibre vibrer vides vie viennent vient ville villes vingtaine violent
        violet visible visibles vit vitamine vite vitesse vitre vivait vivant vivantes vives vivons
        voie voiliers voir voire voisin voisine voisines voit voitures voix vol volait volant
        volantes volcan volcanique volcanologue volcans vole voler volt volta voltmetre volts
        volume von vosges vostok voulait vous voyage voyager voyages voyageurs voyons vrai vu vue
        vulcanologue vus waterman watt watts web wegener wide william wombat world wright www xenon
        xi xiie xixe xviie xviiie xx xy yeux york youri yuri zenith zephyrs zero zeros zinc zone
        zones
    """.split()),
}
