"""Real words per language, folded (generated: do not edit).

The words of the shipped banks, the 30,000 most frequent words of each language in
wordfreq 3.1.1 (three letters or more), and the rarer words of its 100,000 most frequent
that are within the typo allowance of a choice or an accepted answer of a bank.
Regenerate after editing a bank:

    pip install --target /tmp/wf wordfreq==3.1.1
    PYTHONPATH=$PWD:/tmp/wf .venv/bin/python -m tests.games.em6_quiz.judge_set --lexicon
"""

# fmt: off
WORDS = {
    'en': frozenset("""
        aaa aac aand aang aap aaron aave aba aback abandon abandoned abandoning abandonment abang
        abba abbas abbey abbot abbott abbreviated abbreviation abbreviations abby abc abcdef abd
        abdel abdomen abdominal abducted abduction abductors abdul abdullah abe abel abell abella
        aber abercrombie aberdeen aberration abhorrent abi abia abid abide abiding abigail
        abilities ability abiola abject able ablution ablutions abnormal abnormalities abnormally
        aboard abode abolish abolished abolishing abolition abomination aboriginal abort aborted
        abortion abortions abound about above abraham abrams abrasive abridged abroad abrupt
        abruptly abs absence absences absent absentee absolute absolutely absolution absorb
        absorbed absorbing absorbs absorption abstain abstinence abstract abstraction abstracts
        absurd absurdity abt abu abuja abundance abundant abundantly abuse abused abuser abusers
        abuses abusing abusive abuzz abyss aca acacia acad academia academic academically academics
        academies academy acc accelerate accelerated accelerates accelerating acceleration
        accelerator accent accents accept acceptable acceptance accepted accepting accepts access
        accessed accessibility accessible accessing accession accessories accessory accident
        accidental accidentally accidents acclaim acclaimed acclimation accolades accommodate
        accommodated accommodating accommodation accommodations accompanied accompanies
        accompaniment accompany accompanying accomplice accomplices accomplish accomplished
        accomplishing accomplishment accomplishments accord accordance accorded according
        accordingly accordion accords account accountability accountable accountancy accountant
        accountants accounted accounting accounts accra accreditation accredited accretion accrued
        accumulate accumulated accumulating accumulation accuracy accurate accurately accusation
        accusations accuse accused accuser accuses accusing accustomed ace aced acer aces acetate
        ache aches achievable achieve achieved achievement achievements achieves achieving achilles
        aching acid acidic acidity acids acknowledge acknowledged acknowledgement acknowledges
        acknowledging acknowledgment acl aclu acm acne acorn acorns acosta acoustic acoustics
        acquaintance acquaintances acquainted acquire acquired acquires acquiring acquisition
        acquisitions acquittal acquitted acre acreage acres acrid acrobatics acronym across acrylic
        acs act acted actin acting action actionable actions activate activated activates
        activating activation active actively activism activist activists activities activity acton
        actor actors actress actresses acts actual actuality actually actuaries actuary acupuncture
        acute acutely ada adaline adam adamant adams adan adapt adaptable adaptation adaptations
        adapted adapter adapting adaptive adc add added adder addict addicted addiction addictions
        addictive addicts adding addis addison addition additional additionally additions additive
        additives address addressed addresses addressing adds ade adelaide adele adeline aden
        adenine adenosine adept adequate adequately ades adhd adhere adhered adherence adherents
        adhering adhesion adhesive adi adidas aditya adjacent adjective adjectives adjoining
        adjourned adjunct adjust adjustable adjusted adjusting adjustment adjustments adjusts
        adjutant adler adm admin administer administered administering administers administrated
        administrating administration administrations administrative administrator administrators
        admins admirable admiral admiralty admiration admire admired admirer admirers admiring
        admission admissions admit admits admitted admittedly admitting adnan ado adobe adolescence
        adolescent adolescents adolf adopt adopted adopting adoption adoptive adopts adorable
        adoration adore adored adorn adorned adp adrenal adrenalin adrenaline adrian adriana adrift
        ads adult adultery adulthood adulting adults adv advance advanced advancement advancements
        advances advancing advantage advantageous advantages advent adventure adventurer
        adventurers adventures adventurous adversaries adversary adverse adversely adversity advert
        advertise advertised advertisement advertisements advertiser advertisers advertising
        adverts advice advisable advise advised adviser advisers advises advising advisor advisors
        advisory advocacy advocate advocated advocates advocating aedes aegis aegon aeon aeration
        aerial aero aerobatic aerobatics aerobic aerodynamic aeronautic aeronautical aeronautics
        aeroplane aeroplanes aerosol aerospace aes aesthetic aesthetically aesthetics aether afar
        afb afc affair affairs affect affected affecting affection affectionate affectionately
        affections affective affects affidavit affiliate affiliated affiliates affiliation
        affiliations affinity affirm affirmation affirmative affirmed affirming affleck afflicted
        affliction affluent afford affordability affordable afforded affords afghan afghanistan
        afia afield afl afloat aforementioned afp afraid africa african africans afrika afro aft
        after afterglow afterlife aftermarket aftermath afternoon afternoons afters afterward
        afterwards ag aga again against agar agatha age aged ageing agencies agency agenda agendas
        agent agents ages aggravated aggravating aggregate aggregated aggregates aggregation
        aggression aggressive aggressively aggressor agile agility aging agis agitated agitation
        agm agnes agnostic ago agon agonising agonizing agony agrarian agree agreeable agreed
        agreeing agreement agreements agrees agricultural agriculture agron aguero agus agusta aha
        ahead ahem ahh ahhh ahl ahmad ahmed ahmedabad ahn aid aidan aide aided aiden aides aiding
        aids aight aiken ailing ailment ailments aim aime aimed aimee aiming aims ain ainsworth
        aint aintree aion air airbnb airborne airbus aircraft aird aired aires airfield airflow
        airing airline airliner airlines airmen airplane airplanes airport airports airs airspace
        airstrike airstrikes airwaves airway airways airy ais aisa aish aisha aisle aisles ajax
        ajay aka akan akbar akin akira akron ala alaa alabama aladdin alai alain alam alameda alamo
        alan alana aland alans alaric alarm alarmed alarming alarms alas alaska alaskan alastair
        alba alban albania albanian albany albatross albatrosses albedo albeit albers albert
        alberta alberti alberto alberts albino albion album albums albuquerque albus alcan
        alchemist alchemists alchemy alcohol alcoholic alcoholics alcoholism alcon alda aldean
        alden alder alderman aldis aldo aldous aldrich aldridge aldrin alds aldus ale alec
        alejandro aleksander alen aleppo alert alerted alerting alerts alessandro alex alexa
        alexander alexandr alexandra alexandre alexandria alexei alexis alf alfa alfie alfonso
        alfred alfredo alga algae algebra algebraic algeria algerian algiers algorithm algorithms
        ali alia alias alibi alice alicia alien alienate alienated alienating alienation aliens
        alight align aligned aligning alignment alike alimentary alimony alis alison alistair
        alister alittle alive alka alkali alkaline all alla allah allan allegation allegations
        allege alleged allegedly alleges allegheny allegiance alleging allegory allen allergen
        allergens allergic allergies allergist allergy alleviate alley alleys alliance alliances
        allie allied allies alligator allison allium allocate allocated allocation allocations
        allotment allotted allow allowable allowance allowances allowed allowing allows alloy
        alloys allred allstar alluded alluding allure alluring ally alma almanac almeria almighty
        almond almonds almost aloe aloft aloha alon alone along alongside alonso alonzo aloof alot
        aloud alp alpa alpert alpha alphabet alphabetical alphabetically alphas alpine alps already
        alright als also alt alta altar alter alteration alterations altercation altered altering
        alternate alternated alternately alternates alternating alternation alternations
        alternative alternatively alternatives alternator alternators alters although altimeter
        altitude altitudes alto altogether alton altria altus alum aluminium aluminum alumni alun
        alva alvar alvarez alveolar alveoli alveolus alves alvi alvin always alyn alyssa ama
        amalgamation aman amanda amar amassed amateur amateurs amaze amazed amazement amazes
        amazing amazingly amazon amazonas amazonia amazonian amazons ambassador ambassadors amber
        ambient ambiguity ambiguous ambition ambitions ambitious ambivalent ambler ambrose
        ambulance ambulances ambush ambushed amc amd ame ameer amel amelia amell amen amend amended
        amending amendment amendments amends amenities amer ameri america american americana
        americano americans americas americus amerigo amerika amerindian ames amethyst amex amg
        amherst ami amicable amid amidst amin amino amir amis amish amit amman ammo ammon ammonia
        ammonite ammonium ammons ammunition amnesia amnesty among amongst amor amortization amos
        amount amounted amounting amounts amour amp ampere amperes amphibia amphibian amphibians
        amphibious ample amplification amplified amplifier amplifiers amplify amplitude amps
        amputation amrita ams amsterdam amtrak amulet amun amur amuse amused amusement amusing amy
        an ana anaconda anaerobic anaheim anakin anal analog analogous analogue analogy analyse
        analysed analyses analysing analysis analyst analysts analytic analytical analytics analyze
        analyzed analyzer analyzes analyzing anamorphic anan anand anarchism anarchist anarchists
        anarchy anastasia anatomical anatomy anc ancestor ancestors ancestral ancestry anchor
        anchorage anchored anchoring anchors ancient ancients ancillary and ande andean ander
        anders andersen anderson andes andheri andhra andi andre andrea andreas andrei andres
        andrew andrews androgen android andromeda ands andy anecdotal anecdote anecdotes anemia
        anemometer anesthesia anesthetic aneurysm anew anfield ang ange angel angela angeles
        angelic angelica angelina angelo angels anger angered angering angers angie angle angled
        anglers angles anglia anglican angling anglo angola angrily angry angst anguish angular
        angus ani ania anil aniline animal animals animate animated animation animations anime
        animosity animus anis aniston anita ankara ankle ankles ann anna annals annapolis anne
        annes annette annex annexation annexed annie annihilated annihilation anniversary annotated
        annotations announce announced announcement announcements announcer announcers announces
        announcing annoy annoyance annoyed annoying annoys annual annually annuities annuity annum
        anodes anoint anointed anomalies anomaly anon anonymity anonymous anonymously anorexia
        another ans ansa ansonia answer answered answering answers ant anta antagonist antagonistic
        antagonists antarctic antarctica antares ante antebellum antelope antenna antennae antennas
        anterior antero antes anthea anthem anthems anther anthers anthology anthony anthrax anthro
        anthropological anthropologist anthropologists anthropology anti antibes antibiotic
        antibiotics antibodies antibody antichrist anticipate anticipated anticipates anticipating
        anticipation anticline anticlockwise antics anticyclone antidepressants antidote antidotes
        antifa antigen antigua antihero antimicrobial antin antioch antipodes antiquated antique
        antiques antiquities antiquity antisemitic antisemitism antisocial antitrust antler antlers
        antoine antoinette anton antone antoni antonia antonin antonio antonis antony antrim ants
        antwerp anus anvil anwar anxieties anxiety anxious anxiously any anya anybody anyhow
        anymore anyone anything anytime anyway anyways anywhere anzac aoc aol aorta aortic aosta
        apa apace apache apart apartheid apartment apartments apathy apc ape aperture apes apex
        apha api apia apiece apis aplastic apnea apocalypse apocalyptic apollo apollon apollos
        apolo apologetic apologies apologise apologised apologist apologize apologized apologizes
        apologizing apology apoptosis apostle apostles apostolic app appalachian appalled appalling
        apparatus apparel apparent apparently appeal appealed appealing appeals appear appearance
        appearances appeared appearing appears appease appel appellate append appended appending
        appendix appetite appl applaud applauded applause apple apples applet appleton applets
        appliance appliances applicable applicant applicants application applications applied
        applies apply applying appoint appointed appointees appointing appointment appointments
        appoints appraisal appreciate appreciated appreciates appreciating appreciation
        appreciative apprehend apprehended apprehension apprehensive apprentice apprentices
        apprenticeship approach approached approaches approaching appropriate appropriated
        appropriately appropriation appropriations approval approvals approve approved approves
        approving approx approximate approximately approximation apps apr apricot april apron aps
        apt aptitude aptly aqua aquaculture aquarium aquarius aquatic aqueous aquinas aquino ara
        arab arabia arabian arabic arabs arachne arachnid arachnida arachnids aragon aram aran
        arber arbiter arbitrarily arbitrary arbitration arbitrator arbor arc arcade arcadia arcana
        arcane arch archaeological archaeologist archaeologists archaeology archaic archangel
        archbishop archdiocese arched archer archers archery arches archibald archie archimedes
        archipelago architect architects architectural architecture architectures archival archive
        archived archives arcs arctic ard arden ardent arduous are area areal areas arena arenal
        arenas arent areola ares arg argan argentina argentine argentinian argo argon argos
        arguably argue argued argues arguing argument arguments argus ari aria arial arian ariana
        ariane arianna arians arias arica arid arie ariel aries aright arin arion aris arise arisen
        arises arising aristocracy aristocrat aristocratic aristotle arithmetic ariz arizona arjun
        ark arkansas arkham arles arlington arm armada armageddon armament armand armani armchair
        armed armenia armenian armenians armies arming armistice armor armored armories armory
        armour armoured armpit arms armstrong army arnold arnoldii arnon aroma aromatic aromatics
        aron arora arose around arousal aroused arouses arousing arr arrange arranged arrangement
        arrangements arranging array arrays arrears arrest arrested arresting arrests arrival
        arrivals arrive arrived arrives arriving arrogance arrogant arron arrow arrows ars arse
        arsenal arsene arsenic arson art arte artefacts artemis arterial arteries artery arthritis
        arthur arthurs artic article articles articulate articulated articulation artie artifact
        artifacts artificial artificially artillery artisan artisans artist artiste artistic
        artistry artists arts arturo artwork artworks arty arum arun arundel arup arya aryan as asa
        asan asap asbestos asc ascend ascended ascending ascension ascent ascertain ascot ascribed
        asd asda asea asean ash asha ashamed ashe asher ashes asheville ashford ashland ashley
        ashore ashraf ashton asia asian asiana asians asiatic asic aside asif asik asim asin asio
        asis ask asked askin asking asks asl aslan asleep asma asp asparagus aspect aspects aspen
        asphalt aspiration aspirations aspire aspirin aspiring ass assa assad assailant assam
        assange assassin assassinate assassinated assassination assassinations assassins assault
        assaulted assaulting assaults assay assays assemble assembled assemblies assembling
        assembly assent assert asserted asserting assertion assertions assertive asserts asses
        assess assessed assessing assessment assessments asset assets asshole assholes assign
        assigned assigning assignment assignments assigns assimilate assimilated assimilation
        assing assisi assist assistance assistant assistants assisted assisting assists assn
        associate associated associates associating association associations assorted assortment
        assume assumed assumes assuming assumption assumptions assurance assurances assure assured
        assures assuring ast asta aster asterisk asterix asteroid asteroids asthma aston astonished
        astonishing astoria astounding astra astral astralis astray astrid astro astrology
        astronaut astronautics astronauts astronomer astronomers astronomical astronomy
        astrophysics astros astute asu asus aswell asya asylum asymmetric asymmetrical at ata atar
        atari atc ate ater atf atheism atheist atheists athena athenian athens ather athlete
        athletes athletic athleticism athletics atholl atk atkins atkinson atl atlanta atlantic
        atlantis atlas atleast atletico atm atmosphere atmospheric atoll atolls atom atomic atomics
        atoms atonal atone atonement atop atopic atp atria atrium atrocious atrocities atrocity
        atrophy ats att atta attach attached attaches attaching attachment attachments attack
        attacked attacker attackers attacking attacks attain attainable attained attaining
        attainment attempt attempted attempting attempts attend attendance attendant attendants
        attended attendees attending attends attention attentive attenuator attest attested attic
        attire attitude attitudes attorney attorneys attract attracted attracting attraction
        attractions attractive attractiveness attracts attributable attribute attributed attributes
        attribution attrition atv atwood atypical au aubert aubrey auburn auckland auction
        auctioned auctioneer auctions aud audacity audi audible audience audiences audio audiobook
        audiologist audit audited auditing audition auditions auditor auditorium auditors auditory
        audits audrey auf aug augment augmentation augmented august augusta augustan augustana
        auguste augustin augustine augusto augustus aung aunt auntie aunts aunty aura aurora
        auroral auroras aurore aurum aus auschwitz auspices auspicious aussie aussies austen
        austere austerity austin austral australasia australia australian australians australis
        austria austrian auteur authentic authentication authenticity author authored authorisation
        authorised authoritarian authoritarianism authoritative authorities authority authorization
        authorize authorized authorizing authors authorship autism autistic auto autobiographical
        autobiography autograph autographs autoimmune automate automated automatic automatically
        automation automobile automobiles automotive autonomous autonomy autopilot autopsy autos
        autumn aux auxiliary ava avail availability available avalanche avalon avant avatar ave
        avec aven avenge avenger avengers avenue avenues average averaged averages averaging averse
        aversion avert averted avery avg avi avia avian aviation aviator avid avis aviv avocado
        avoid avoidable avoidance avoided avoiding avoids avon await awaited awaiting awaits awake
        awaken awakened awakening awakens awan award awarded awarding awards aware awareness away
        awe awesome awful awfully awhile awkward awkwardly awkwardness awoke aws aww awww axe axel
        axes axial axils axiom axios axis axle axles ayan aye ayer ayes ayr ayrshire azalea azan
        azaria azerbaijan azerty aziz aztec azur azure baan baas bab baba babbage babble babcock
        babe babes babies babs babu baby babylon babylonian babysit babysitter babysitting bac bach
        bachelor bachelorette bachelors back backbone backbones backdoor backdrop backed backer
        backers backfire backfired background backgrounds backhoe backing backlash backline backlog
        backpack backpacking backpacks backs backseat backside backstage backstory backup backups
        backward backwards backyard bacon bacteria bacterial bacterium bactrian bad badass badder
        bade baden bader badge badger badgers badges badly badminton bads bae baek baekeland
        baffled baffling bafta bag bagel bagels baggage bagged bagging baggy baghdad bags bah
        bahamas bahn bahr bahrain bai baie bail bailed bailey bailiff bailing bailout bain baines
        bair baird bairn bais bait baiting baits baja bake baked bakelite baker bakers bakersfield
        bakery baking baku bal balan balance balanced balances balancing balconies balcony bald
        baldwin bale bales balfour bali baling balkan balkans ball ballad ballads ballard ballast
        balled ballerina ballet ballinger ballistic balloon balloons ballot ballots ballpark
        ballroom balls bally balm balochistan baltic baltimore bam bama bamber bamboo bamboos bame
        ban bana banana bananas banc banco bancroft band banda bandage bandages banded bandit
        bandits bands bandwagon bandwidth bane bang banga bangalore banged banger banging bangkok
        bangladesh bangladeshi bangor bangs banh bani banish banished banjo bank banked banker
        bankers banking bankrupt bankruptcy banks bann banned banner banners banning bannon bano
        banquet bans banta banter bantering bantu banu bao baobab bape baps baptised baptism
        baptisms baptist baptista baptiste baptists baptize baptized bar bara barack baran barb
        barbados barbara barbarian barbarians barbaric barbecue barbed barber barbershop barbie
        barbour barc barca barcelona barclay barclays bard barden bare barefoot barely barents barf
        bargain bargaining bargains barge barges bari barilla baring barista baritone bark barker
        barking barkley barks barley barlow barn barnard barnes barnett barney barns barnsley baro
        barograph barometer barometers baron baroness baroni barons baroque barr barracks barrage
        barre barred barrel barrels barren barrett barricade barricades barrie barrier barriers
        barring barrister barron barrow barry bars bart bartender barter barth bartholomew bartlett
        barton barts baru bary bas basa basal basalt base baseball based basel baseless baseline
        baseman basement baser bases basf bash bashed bashes bashing bashir basi basic basically
        basics basie basil basilica basin basing basins basis bask basket basketball baskets
        basking basle basque bass basse bassett bassist bast bastard bastards baste baster bastille
        basting bastion basu bat bata batch batches bate bateman bates bath bathe bathed bather
        bathers bathing bathory bathroom bathrooms baths bathtub bathurst batista batiste batley
        batman bato baton bats batsman batsmen batt battalion battalions batted batten battens
        batter battered batteries batters battersby battery battier batting battista battle battled
        battlefield battleground battler battlers battles battleship battling batts batty batu
        bauer baum baumann bautista bavaria bavarian baxter bay bayer bayern baying bayley baylor
        bayonet bayou bays bazaar baze bbb bbc bbl bbq bbs bbw bce bcs bds bdsm be bea beach
        beaches beacon beacons bead beaded beads beagle beagles beak beaker beakers beal beale
        beall beam beamed beamer beaming beams bean beanie beans bear beard bearded beards bearer
        bearers bearing bearings bears beasley beast beasts beat beaten beater beatin beating
        beatings beatle beatles beatrice beats beatty beau beaufort beaumont beauties beautiful
        beautifully beauty beaver beavers bebe became because becca beck becker beckett beckham
        becky become becomes becoming bed bedding bedford bedrock bedroom bedrooms beds bedside
        bedtime bee beech beef been beep beeping beer beers bees beet beethoven beetle beetles
        beetroot beets before beforehand beg bega began beggar beggars begged begging begin
        beginner beginners beginning beginnings begins begs begun behalf behave behaved behaves
        behaving behavior behavioral behaviors behaviour behavioural behaviours beheaded behemoth
        behest behind behold behr behring bei beige beijing bein being beings beirut beit bel bela
        belarus belated belch belfast belgian belgium belgrade beli belief beliefs believable
        believe believed believer believers believes believing belinda belize belk bell bella
        bellamy belle bellevue belli belligerent bello bellow bellows bells belly belmont belo
        belong belonged belonging belongings belongs beloved below belt belts ben bench benches
        benchmark benchmarks bend bender bending bends bene beneath benedict benefactor beneficial
        beneficiaries beneficiary benefit benefited benefiting benefits benefitted benevolent
        benfica beng bengal bengali bengals benghazi benign benin benjamin benji benn benner bennet
        bennett benny benoit bens benson bent bentley benton benz bequeathed berating berg bergen
        berger bergman bering berkeley berkshire berlin berman bermuda bern bernadette bernard
        bernardino bernardo berner berners bernie berns bernstein berries berry berserk bert berth
        bertha bertie bertin bertrand berwick beset beside besides besieged bespoke bess bessie
        best bestiary bestow bestowed bestseller bestselling bet beta beth bethan bethany bethel
        bethesda bethlehem bethune betray betrayal betrayed betraying betrays bets betsy bett bette
        better betterment betters betting bettors betts betty between beverage beverages beverley
        beverly beware bewildered bey beyonce beyond bezos bhai bharat bhp bhutan bianca bianchi
        bias biased biases bib bibi bible bibles biblical bibliography bicep biceps bickering
        bicycle bicycles bid bidder bidders bidding biddle bide biden bids bieber bien biennial big
        bigfoot bigger biggest biggie biggs bight bigot bigoted bigotry bigots bihar bike biker
        bikers bikes biking bikini bilateral bile bilingual bill billboard billboards billed biller
        billet billie billing billings billion billionaire billionaires billions bills billy bin
        binaries binary binational bind binder binding binds bing binge bingham bingo bink bino
        binoculars bins bio biochemical biochemistry biodiversity biofuel biofuels biographer
        biographical biographies biography biological biologically biologist biologists biology
        biomass biomedical biometric biopic biopsy bios biosonar biosphere biotech biotechnology
        bipartisan bipolar birch bird birdie birds birmingham biron birth birthday birthdays
        birthmark birthmarks birthplace birthrates birthright births bis biscuit biscuits bisects
        bisexual bish bishop bishops bismarck bison bistro bit bitch bitches bitching bitchy
        bitcoin bitcoins bite bites biting bits bitten bitter bitterly bittern bitterness bitters
        bittersweet biz bizarre bizzare bjp bla blac blacc black blackberry blackboard blackburn
        blacked blackened blacker blackhawks blackjack blacklist blacklisted blackmail blackness
        blackout blackpool blacks blacksmith blackstone blackwater blackwell blackwood bladder
        blade blades blah blain blaine blair blake blame blamed blames blaming blanc blanca
        blanchard blanche blanco bland blandness blank blanket blankets blanks blase blasphemy
        blast blasted blaster blasting blasts blatant blatantly blather blatter blaze blazer
        blazers blazing bleach bleached bleaching bleak bleaker blech bled bleed bleeding bleeds
        bleep blend blended blender blending blends bless blessed blessing blessings bleu blevins
        blew blick blight blights blind blinded blinders blindfolded blinding blindly blindness
        blinds bling blink blinked blinking blinn blip bliss blissful blister blistering blisters
        blitz blitzer blizzard blizzards blm bloated blob bloc block blockade blockage blockbuster
        blockchain blocked blocker blockers blocking blocks blog blogger bloggers blogging
        blogosphere blogs bloke blokes blond blonde blondes blondie blood bloodbath blooded
        bloodline bloods bloodshed bloodstream bloody bloom bloomberg bloomfield blooming
        bloomington blooms bloop bloor blossom blossoms blot blount blouse blow blower blowhole
        blowing blowjob blown blowout blows blu blub blud blue blueberries blueberry blued
        bluegrass blueprint blueprints bluer blues blueshift bluetooth bluey bluff bluffs bluish
        blum blume blunder blunt bluntly bluntness blur blurred blurry blurs blush blushing blvd
        bmc bmi bmw bmx bnp boa boar board boarded boarding boards boardwalk boast boasted boasting
        boasts boat boater boating boats bob bobby bobo boca bock bod boda bode bodes bodied bodies
        bodily body bodybuilding bodyguard bodyguards boeing boer bog bogged boggling bogie bogus
        bohemia bohemian bohm bohn boho bohr boi boil boiled boiler boilers boiling boils bois
        boise boko bold bolden boldly bole boles bolivia bolivian boll bollocks bollywood bologna
        bolshevik bolster bolt bolted bolting bolton bolts bolzano bom bomb bombarded bombardment
        bombay bombed bomber bombers bombing bombings bombs bombshell bon bona bonanza bonaparte
        bonar bond bondage bonded bonding bonds bone boned boner bones bonet boney bonfire bong
        bongo boni bonito bonk bonkers bonn bonne bonnet bonnie bono bonobos bons bonsai bonus
        bonuses bony boo boob boobies boobs booby booed boogie booing book booked booker booking
        bookings bookkeeping booklet bookmark books bookshop bookstore bookstores boom boomer
        boomerang boomers booming booms boon boone boop boor boos boost boosted booster boosters
        boosting boosts boot booted booth booths booting bootleg boots booty booze boozing bop
        bopper bor bora bord bordeaux borden border bordered bordering borderlands borderline
        borders bore bored boredom borg borges boring boris bork born borne borneo borough boroughs
        borrow borrowed borrower borrowers borrowing bort borussia bos bosch bose bosh bosnia
        bosnian bosom boss bosses bossing bossy bostock boston bot botanic botanical botany botch
        botched bote both botha bother bothered bothering bothers bothy botox bots botswana bott
        bottle bottled bottleneck bottles bottling bottom bottoms botw bought boulder boulders
        boule boulevard bounce bounced bouncer bounces bouncing bouncy bound boundaries boundary
        bounded boundless bounds bounties bounty bouquet bour bourbon bourgeois bourgeoisie bourne
        bournemouth bout boutique bouts bove bovine bow bowe bowed bowel bowels bowen bower bowers
        bowie bowing bowl bowled bowler bowlers bowles bowling bowls bowman bown bows bowser box
        boxed boxer boxers boxes boxing boxster boy boyce boycott boycotting boyd boye boyfriend
        boyfriends boyhood boyle boyne boys boyz bpd bra brace braced bracelet bracelets braces
        bracing brack bracket brackets brackish brad bradbury bradford bradley bradshaw brady brag
        bragg bragging brah braham braid braided braids braille brain brainer brains braintree
        brainwashed brainy brake brakes braking bram bran branch branched branches branching brand
        branded brander brandi branding brandon brands brandt brandy brann branson bras brasil
        brass brat brats braun brave bravely braver bravery braves bravest bravo brawl brawn
        braxton bray brazen brazil brazile brazilian brazilians brb breach breached breaches
        breaching bread breadth break breakaway breakdown breakdowns breaker breakers breakfast
        breaking breakout breaks breakthrough breakthroughs breakup breast breasted breastfeeding
        breasts breath breathe breathed breather breathers breathes breathing breathless breaths
        breathtaking bred bree breech breed breeder breeders breeding breeds breen brees breeze
        breezy breitbart bremen brenda brendan brendon brennan brenner brent brentwood bret
        brethren breton brett breville brevity brew brewed brewer breweries brewers brewery
        brewhouse brewing brews brewster brexit brian briana bribe bribed bribery bribes brice
        brick bricks brics bridal bride brides bridesmaid bridesmaids bridge bridgeport bridges
        bridget bridgewater bridging brie brief briefcase briefed briefing briefings briefly briefs
        brig brigade brigades brigadier briggs brigham bright brighten brightened brightens
        brighter brightest brightly brightness brighton brights brill brilliance brilliant
        brilliantly brim brin brine bring bringing brings brink brinks bris brisbane brisk bristles
        bristol brit britain britannia british britney britons brits britt brittany brittle britton
        brixton bro broach broad broadband broadcast broadcaster broadcasters broadcasting
        broadcasts broaden broadened broadening broader broadest broadly broadway broccoli broch
        brochure brochures brock brodie brody broilers broke broken broker brokerage brokers
        broking brom bromley bromwich bron bronc bronchi bronchial bronco broncos bronn bronson
        bronx bronze brooch brood brooding brook brooke brooking brookings brooklyn brooks broom
        bros broth brothel brothels brother brotherhood brotherly brothers broths brought broun
        brow broward brown browne brownie brownies browning brownish browns brows browse browser
        browsers browsing bruce bruh bruin bruins bruise bruised bruises bruising brum brunch
        brunei brunette bruno brunswick brunt brush brushed brushes brushing brussels brutal
        brutality brutally brute brutus bryan bryant bryce bryn bryson bsc bst btc bts btw bubba
        bubble bubbles bubbling bubbly buccaneers buchanan bucharest buck bucket buckets buckeyes
        buckingham buckinghamshire buckle buckley bucks bucky bucs bud budapest buddha buddhism
        buddhist buddhists buddies budding buddy budge budget budgetary budgeted budgeting budgets
        buds buell buenos buff buffalo buffer buffers buffet buffett buffs buffy bug bugged bugger
        bugging buggy bugs buick build builder builders building buildings builds buildup built
        bula bulb bulbs bulgaria bulgarian bulge bulges bulging bulk bulky bull bulldog bulldogs
        bullet bulletin bulletins bulletproof bullets bullied bullies bullion bullish bullock
        bullocks bullpen bulls bullshit bully bullying bum bumble bummed bummer bump bumped bumper
        bumping bumps bumpy bums bun bunch bundesliga bundle bundled bundles bundy bung bungalow
        bungle bunk bunker bunkers bunnies bunny buns bunting buoy buoyant bupa burbage burbank
        burberry burden burdened burdens burdock bureau bureaucracy bureaucratic bureaucrats burge
        burgeoning burger burgers burgess burglar burglary burgundy buri burial burials buried
        burke burkina burlesque burlington burma burmese burn burned burner burners burnett burnham
        burning burnley burnout burns burnt burr burrell burren burrito burroughs burrow burrows
        burrs bursaries bursary burst bursting bursts burt burton bury burying bus busan busch
        buses bush bushes bushing bushy busiest business businesses businessman businessmen bust
        busted buster busting bustle bustling busts busty busy but butch butcher butchered butchers
        butler buts butt butte butter butterflies butterfly butters buttery buttock buttocks button
        buttons butts butz buy buyer buyers buying buyout buys buzz buzzard buzzed buzzer buzzfeed
        buzzing buzzy by bye byes bylaws byng bypass bypassing byproduct byrd byrne byron bystander
        bystanders byte bytes byu byzantine ca cab cabal cabaret cabbage cabbages cabin cabinet
        cabinets cabins cable cables cabo cabot cabrera cabrini cabs cache caching cactus cad
        cadence cadet cadets cadillac cadmium cadre caesar caesars caesium cafe cafes cafeteria
        caffeine cage caged cages cagle cahill cai cain caine caird cairns cairo caitlin caitlyn
        cajun cake cakes caking cal cala calabria calais calamari calamity calc calcaneus
        calcareous calcio calcite calcium calculate calculated calculates calculating calculation
        calculations calculator calculators calculus calcutta calder caldwell cale caleb caledonia
        calendar calendars calender calf calgary calhoun cali caliber calibrated calibration
        calibre calicut calif california californian californians caliphate call callahan callander
        called callender caller callers calles callie calligraphy calling callous callow calls
        callum callus cally calm calmed calmer calming calmly calms calo caloric calorie calories
        cals calton calum calvary calvert calves calvin cam camaraderie camaro camber cambodia
        cambodian cambrian cambridge cambridgeshire camden came camel camelot camels cameo camera
        cameraman cameras cameron cameroon camilla camille camo camouflage camouflaged camouflaging
        camp campaign campaigned campaigner campaigning campaigns campbell camped camper campers
        campfire campground camping camps campsite campus campuses camry cams can canaan canada
        canadian canadians canadiens canal canals canaria canary canberra cancel canceled canceling
        cancellation cancellations cancelled cancelling cancels cancer cancerous cancers cand
        candace candice candid candidacy candidate candidates candies candle candlelight candles
        candor candy cane canes canine canister canker cannabis canned canner cannes cannibal
        cannibalism canning cannon cannons cannot canoe canoes canon canonical canons canopy cans
        cant canteen canter canterbury canton cantonese cantor canucks canvas canyon canyons cao
        cap capabilities capability capable capacities capacitor capacitors capacity capcom cape
        capel capela capella caper capes capillaries capillary capita capital capitalism capitalist
        capitalists capitalization capitalize capitalized capitals capitol capped capper capping
        capri capricorn caps capsule capsules capt captain captaincy captains caption captions
        captivated captivating captive captives captivity capture captured captures capturing capua
        car cara caracas caramel carat caravan caravans carb carbide carbo carbohydrate
        carbohydrates carbon carbonate carbone carbons carbs carcass carcinoma card cardboard
        carden cardiac cardiff cardigan cardinal cardinals cardio cardiologist cardiologists
        cardiology cardiovascular cards care cared career careers carefree careful carefully
        caregiver caregivers careless carers cares caressing caretaker carey cargo cari caribbean
        caribou caricature caries carina carine caring carioca carl carla carle carlene carles
        carleton carley carli carlin carlisle carlo carlos carlson carlton carly carlyle carm
        carmel carmelo carmen carmichael carmine carn carnage carnal carnegie carnes carney
        carnival carnivore carnivores carnivorous caro carol carola carole carolina caroline
        carolla carols carolus carolyn caron carotene carousel carousing carp carpenter carpenters
        carpentry carpet carpets carr carriage carriages carrick carrie carried carrier carriers
        carries carrington carroll carron carrot carrots carrow carry carrying cars carson carsten
        cart carte cartel cartels carter cartes carthage cartier cartilage carton cartoon
        cartoonist cartoons cartridge cartridges carts cartwright caruana carve carved carver
        carves carville carving carvings cary caryl cas casa casablanca cascade cascades case
        casein casella cases casey cash cashed cashes cashier cashin cashing cashmere casing casino
        casinos cask casket casper caspian cass cassandra cassano casserole cassette cassia cassian
        cassidy cassie cassini cassino cassio cassis cassius casson cast caste caster castes
        castillo casting castle castles castor castro casts casual casually casualties casualty cat
        cataclysm catalan catalase catalina catalog catalogs catalogue catalogues catalonia
        catalyse catalysed catalysis catalyst catalysts catalytic catalyze catalyzes catapult
        cataract catastrophe catastrophic catch catcher catches catching catchment catchy cate
        categorically categories categorized category cater catered catering caterpillar
        caterpillars caters catfish cathedral cather catherine catheter cathode catholic
        catholicism catholics cathy cato caton cats catt cattle catton catwalk caucasian caucasus
        caucus caught caul cauldron cauliflower causal causation cause caused causes causeway
        causing caustic caution cautioned cautious cautiously cava cavalier cavaliers cavalry cave
        caveat caved cavendish cavern caverns caves caviar cavitation cavities cavity cavour cavs
        caxton cayman cba cbc cbd cbi cbn cbre cbs cbt cca ccc ccp ccs cctv cdc cdr cds cdt cease
        ceased ceasefire ceases cebu cecil cecilia cedar ceded cedes cedric ceiling ceilings celeb
        celebrate celebrated celebrates celebrating celebration celebrations celebratory
        celebrities celebrity celebs celery celeste celestial celia celine cell cella cellar
        cellars celle cello cellos cellphone cells cellular celluloid cellulose cellulosic celsius
        celsus celt celtic celtics celts cement cemented cemeteries cemetery cena censor censored
        censoring censors censorship census cent centaur centauri centaurs centenary centennial
        center centered centerpiece centers centimeters centimetres central centralized centrally
        centre centred centres centric centrifugal centrist centro cents centuries centurion
        century ceo ceos ceramic ceramics cere cereal cereals cerebellar cerebellum cerebral
        cerebrum ceremonial ceremonies ceremony ceres cereus cern cert certain certainly certainty
        certificate certificates certification certifications certified certify certs cervical
        cervix ces cesar cesium cessation cetacean cetaceans ceylon cfa cfb cfl cfo cfr cfs cgi cha
        chablis chad chadwick chai chain chained chains chainsaw chair chaired chairman
        chairmanship chairmen chairperson chairs chakra chale chalet chalets chalice chalk chalks
        challange challenge challenged challenger challengers challenges challenging challis
        chalmers chamber chamberlain chambers chameleon champ champagne champaign champion
        championed champions championship championships champs chan chana chance chancellor chances
        chandelier chandler chandra chanel chang change changed changer changes changing channel
        channeling channels channing chant chanted chanting chants chao chaos chaotic chap chapel
        chapels chaplain chaplin chapman chaps chapter chapters char character characterised
        characteristic characteristics characterization characterize characterized characters
        charades charcoal chardonnay charge charged charger chargers charges charging chariot
        charis charisma charismatic charitable charities charity charl charlene charles charleston
        charley charli charlie charlies charlotte charlottesville charlton charly charm charmed
        charmer charmers charming charms charnel charney charnley charred charring chars chart
        charted charter chartered charters charting chartres charts chas chase chased chaser chases
        chasing chassis chastity chat chateau chater chatham chats chattanooga chatted chatter
        chatting chauffeur chaves chavez chay che cheap cheaper cheapest cheaply cheat cheated
        cheater cheaters cheating cheats chechen chechnya check checked checker checkers checking
        checklist checkmate checkout checkpoint checkpoints checks cheddar cheech cheek cheeks
        cheeky cheer cheered cheerful cheerfully cheering cheerleader cheerleaders cheerleading
        cheers cheery cheese cheeseburger cheesecake cheeses cheesy cheetah cheetahs cheetham
        cheeto cheetos chef chefs chelmsford chelsea cheltenham chem chemical chemically chemicals
        chemist chemistry chemists chemo chemotherapy chen cheney cheng chennai cheque cheques cher
        cherish cherished chernobyl cherokee cherries cherry cheryl chesapeake cheshire chess
        chessboard chest chester chesterfield chestnut chestnuts chests chet chetan cheung
        chevrolet chevron chevy chew chewed chewing cheyenne chi chia chiang chiba chic chica
        chicago chichester chick chicken chickens chicks chico chicxulub chief chiefly chiefs
        chihuahua chika child childbirth childcare childhood childish childless children childrens
        childs chile chilean chiles chili chill chilled chilli chilling chills chilly chim chima
        chime chimes chimney chimneys chimp chimpanzee chimpanzees chimps chin china chinas
        chinatown chine chinese ching chink chinn chino chins chinua chip chipotle chipped chipping
        chips chirp chirps chit chita chivalry chloe chloride chlorine chlorophyl chlorophyll cho
        chock chocolate chocolates choi choice choices choir choke choked choking cholera
        cholesterol chomolungma chomp chomsky chong choo chook choose chooses choosing chop chopped
        chopper chopping chopra chops choral chord chords chore choreographed choreographer
        choreography chores chorizo chorley choroid chorus chose chosen chou chow chowing chris
        chrissy christ christchurch christensen christi christian christianity christians christie
        christina christine christmas christophe christopher christy chrome chromium chromosome
        chromosomes chronic chronically chronicle chronicles chronological chronology chronometer
        chrysalid chrysalis chrysalises chrysler chu chubby chuck chuckle chuckled chuckles chum
        chump chumps chun chung chunk chunks chunky church churches churchill churn churning chute
        chyna cia cicero cid cider cigar cigarette cigarettes cigars cillian cina cincinnati
        cinderella cindy cinema cinemas cinematic cinematography cinnamon cio cipher cir circa
        circadian circe circle circled circles circlet circling circuit circuitry circuits circular
        circularity circulate circulated circulating circulation circumcision circumference
        circumstance circumstances circumstantial circumvent circus circuses cis cisco citadel
        citation citations cite cited cites citi citic cities citing citizen citizens citizenship
        citroen citrus city civ civic civil civilian civilians civilisation civilised civility
        civilization civilizations civilized cking clack clad claim claimant claimants claimed
        claiming claims clair claire clam clamp clamps clams clan clancy clandestine clans clap
        clapped clapping clara clare claremont clarence clarendon clarification clarified clarifies
        clarify clarifying clarinet clarissa clarity clark clarke clarkson clary clas clash clashed
        clashes clashing clasp class classed classes classic classical classically classics
        classification classifications classified classify classing classmate classmates classroom
        classrooms classy claud claude claudia claudio claus clause clauses clavier claw claws
        claxton clay clays clayton clean cleaned cleaner cleaners cleanest cleaning cleanliness
        cleanly cleans cleanse cleansed cleanser cleansers cleanses cleansing cleanup clear
        clearance clearances cleared clearer clearest clearing clearly clears clearwater cleavage
        cleave cleaved cleaver cleavers cleaves clegane clegg clem clemency clemens clement
        clements clemson cleo cleopatra clergy clergyman cleric clerical clerics clerk clerks
        clermont cleveland clever cleverest cleverly clic cliche click clicked clicking clicks
        client clientele clients clif cliff clifford cliffs clifton climate climates climatic
        climatologist climax climb climbed climber climbers climbing climbs clin clinch clinched
        cling clinging clinic clinical clinically clinician clinicians clinics clint clinton
        clintons clio clip clipped clipper clippers clipping clippings clips clique clit clive
        cloak cloaking clock clocked clocking clockmaker clocks clockwise clockwork clod clog
        clogged clone cloned clones cloning clooney clop close closed closely closeness closer
        closes closest closet closets closing closure closures clot cloth clothed clothes clothing
        cloths clots cloud clouded clouds cloudy clout clover cloves clown clowns cloying club
        clubbing clubhouse clubs cluck clue clued cluedo clueless clues clump clumps clumsy clung
        cluster clustered clustering clusters clutch clutches clutching clutter clyde cm cma cmc
        cmon cms cnbc cnn cns co coa coach coached coachella coaches coaching coal coaling
        coalition coalitions coals coarse coas coast coastal coasted coaster coasters coastline
        coasts coat coated coates coating coatings coats coaxing cob cobain cobalt cobb cobra coca
        cocaine cochran cochrane cock cocking cockpit cockroach cockroaches cocks cocktail
        cocktails cocky coco cocoa coconut cocoon cod coda code coded codes codex codified coding
        cody coe coefficient coefficients coerced coercion coercive coexist cofactors cofe coffee
        coffees coffin coffins cog cognition cognitive cohen coherence coherent cohesion cohesive
        cohn cohort cohorts coil coiling coils coin coinage coincide coincided coincidence
        coincidental coincidentally coincides coined coining coins coke coking col cola colbert
        colby colchester cold colder coldest coldplay colds cole coleman coles coli colin coliseum
        coll collab collaborate collaborated collaborating collaboration collaborations
        collaborative collaborator collaborators collage collagen collages collapse collapsed
        collapses collapsing collar collared collars collate collated collateral colleague
        colleagues collect collected collectible collectibles collecting collection collections
        collective collectively collector collectors collects colleen college colleges collegiate
        collide collided collie collier collin collingwood collins collision collisions collocation
        collusion colo colocation cologne colombia colombian colombo colon colonel colonial
        colonialism colonies colonists colonization colonized colony color colorado coloration
        colorectal colored colorful coloring colorless colors colossal colossus colour coloured
        colourful colouring colours colt colton colts colum columbia columbian columbus column
        columnist columns colville com coma comas comb combat combatants combating combats
        combination combinations combine combined combines combing combining combo combs combustion
        comcast come comeback comedian comedians comedic comedies comedy comeon comer comerica
        comers comes comet cometh comets comex comey comfort comfortable comfortably comforted
        comforting comforts comfy comic comical comics comin coming comm comma command commandant
        commanded commander commanders commanding commandment commandments commando commandos
        commands commas commemorate commemorating commemoration commemorative commence commenced
        commencement commencing commend commendable commendation commended comment commentaries
        commentary commentator commentators commented commenters commenting comments commerce
        commercial commercialization commercially commercials comming commission commissioned
        commissioner commissioners commissioning commissions commit commitment commitments commits
        committed committee committees committing commodities commodity commodore common commonly
        commonplace commons commonwealth commotion comms commun communal commune communicate
        communicated communicates communicating communication communications communion communism
        communist communists communities community commute commuter commuters commuting como comon
        comp compa compact compacts compan companies companion companions companionship company
        companys compaq comparable comparative comparatively compare compared compares comparing
        comparison comparisons compartment compartments compass compasses compassion compassionate
        compatibility compatible compel compelled compelling compels compendium compensate
        compensated compensating compensation compensations compete competed competence
        competencies competency competent competes competing competition competitions competitive
        competitively competitiveness competitor competitors compilation compile compiled compiler
        compiling complacency complacent complain complainant complained complaining complains
        complaint complaints complement complementary complemented complements complete completed
        completely completeness completes completing completion complex complexes complexion
        complexities complexity compliance compliant complicate complicated complication
        complications complicit complicity complied compliment complimentary complimented
        compliments comply complying component components compose composed composer composers
        composes composing composite composites composition compositions compost composure compound
        compounded compounding compounds comprehend comprehension comprehensive compress compressed
        compression compressor comprise comprised comprises comprising compromise compromised
        compromises compromising comps comptes compton comptroller compulsion compulsive compulsory
        computation computational compute computed computer computerized computers computing
        comrade comrades comte con conan concave conceal concealed concealing concede conceded
        conceding conceivable conceive conceived concentrate concentrated concentrates
        concentrating concentration concentrations concept conception concepts conceptual concern
        concerned concerning concerns concert concerted concerto concerts concession concessions
        concierge concise conclave conclude concluded concludes concluding conclusion conclusions
        conclusive conclusively concord concordia concrete concur concurrent concurrently
        concussion condemn condemnation condemnations condemned condemning condemns condensate
        condensates condensation condensed condescending condition conditional conditioned
        conditioner conditioning conditions condo condolences condom condominium condominiums
        condoms condon condone condor condors condos conducive conduct conducted conducting
        conduction conductive conductivity conductor conductors conducts conduit conduits cone
        cones coney conf confection confections confederacy confederate confederates confederation
        confer conference conferences conferred confess confessed confesses confessing confession
        confessional confessions confetti confided confidence confident confidential
        confidentiality confidently configuration configurations configure configured confined
        confinement confines confirm confirmation confirmed confirming confirms confiscated
        confiscation conflict conflicted conflicting conflicts confluence conform conforming
        conformity confront confrontation confrontational confronted confronting confronts
        confucius confuse confused confuses confusing confusion cong conga congenital congested
        congestion conglomerate congo congolese congr congrats congratulate congratulated
        congratulating congratulations congregation congregational congregations congress
        congresses congressional congressman congressmen conical conjecture conjunction conjure
        conley conn connect connected connecticut connecting connection connections connective
        connectivity connector connectors connects connelly conner connex connie conning connolly
        connor connors connotations conor conquer conquered conquering conqueror conquerors
        conquest conquests conrad conroy cons conscience conscientious conscious consciously
        consciousness conscription consecrated consecration consecutive consensual consensus
        consent consented consenting consequence consequences consequent consequential consequently
        conservancy conservation conservatism conservative conservatives conservatory conserve
        conserved conserving consider considerable considerably considerate consideration
        considerations considered considering considers consignment consist consisted consistency
        consistent consistently consisting consists consolation console consoles consolidate
        consolidated consolidating consolidation consonant consort consortium conspicuous
        conspiracies conspiracy conspirators conspired conspiring const constable constables
        constabulary constance constant constantine constantinople constantly constants
        constellation constellations constipation constituencies constituency constituent
        constituents constitute constituted constitutes constitution constitutional
        constitutionally constitutions constrained constraint constraints construct constructed
        constructing construction constructions constructive constructors constructs construed
        consul consular consulate consult consultancy consultant consultants consultation
        consultations consultative consulted consulting consume consumed consumer consumerism
        consumers consumes consuming consummate consumption cont contact contacted contacting
        contactor contacts contagion contagious contain contained container containers containing
        containment contains contaminants contaminated contamination conte contemplate contemplated
        contemplating contemplation contemporaries contemporary contempt contend contended
        contender contenders contending contends content contention contentious contentment
        contents contest contestant contestants contested contesting contests context contexts
        contextual contiguous continence continent continental continents contingency contingent
        contingents continual continually continuation continue continued continues continuing
        continuity continuous continuously continuum contour contours contra contraband
        contraception contraceptive contraceptives contract contracted contracting contraction
        contractions contractor contractors contracts contractual contradict contradicted
        contradicting contradiction contradictions contradictory contradicts contrary contrast
        contrasted contrasting contrasts contribute contributed contributes contributing
        contribution contributions contributor contributors contrived control controlled controller
        controllers controlling controls controversial controversies controversy conundrum
        convection convene convened convenience convenient conveniently convent convention
        conventional conventionally conventions converge convergence conversation conversational
        conversations converse conversely conversion conversions convert converted converter
        converters convertible converting converts convex convey conveyed conveying conveyor
        conveys convict convicted conviction convictions convicts convince convinced convinces
        convincing convincingly convo convoluted convoy convoys conway coo cooing cook cookbook
        cooke cooked cooker cookery cookie cookies cookin cooking cooks cool coolant cooled cooler
        coolest cooling cools coon coop cooper cooperate cooperated cooperating cooperation
        cooperative cooperatives coordinate coordinated coordinates coordinating coordination
        coordinator coordinators coot coots cop copa cope copeland copenhagen copernican copernicus
        copied copier copies coping copious copped copper coppers coppery copping cops copter
        coptic copula copy copying copyright copyrighted copyrights cor cora coral corals corazon
        corbett corbin corbyn cord cordial cordillera cordon cords core corea cored corel coren
        cores corey cori coring corinne corinth corinthians coriolis cork corker corn corne cornea
        corneal corneas corned cornel cornelis cornelius cornell corner cornerback cornered corners
        cornerstone cornet cornices corning cornish cornwall corny coro corolla corollas corona
        coronado coronary coronation coronavirus coroner corp corporal corporate corporation
        corporations corps corpse corpses corpus corr corrado corral corre correa correct corrected
        correcting correction correctional corrections corrective correctly correctness corrects
        correlate correlated correlates correlation correlations correspond corresponded
        correspondence correspondent correspondents corresponding corresponds corridor corridors
        corrosion corrosive corrugated corrupt corrupted corruption cors corse corset cort corte
        cortex cortez cortical cortisol cortisone corvette cory cos cosby cosmetic cosmetics cosmic
        cosmo cosmological cosmologists cosmology cosmonaut cosmopolitan cosmos cosplay coss cost
        costa costco costello coster costing costly costs costume costumes cosy cot cote cots
        cottage cottages cotter cotton couch cougar cougars cough coughing coughs could couldnt
        coulson coulter council councillor councillors councilman councils counsel counseling
        counselling counsellor counselor counselors count countdown counted counter counteract
        countered counterfeit countering counterpart counterparts counterpoint counterproductive
        counters countess counties counting countless countries country countrymen countryside
        counts county coup coupe couper couple coupled coupler couples coupling coupon coupons cour
        courage courageous courier cours course courses coursework court courteous courtesy
        courthouse courting courtney courtroom courts courtship courtyard couse cousin cousins
        coutinho couture cove coven covenant covenants covent coventry cover coverage covered
        covering covers covert covet coveted covid covington cow cowan coward cowardice cowardly
        cowards cowboy cowboys cowell cower cowling coworker coworkers coworking cowper cowpox cows
        cox coxe coy coyote coyotes coz cozy cozying cpa cpc cpi cpl cpr cps cpu crab crabbe crabs
        crack crackdown cracked cracker crackers cracking crackles cracks cradle cradles craft
        crafted crafter crafting crafts craftsman craftsmanship craftsmen crafty craig craigslist
        crain cram cramer crammed cramp cramped cramps cranberry crane cranes cranial crank cranky
        cranston crap crappy crash crashed crashes crashing crate crated crater craters crates
        crave craven craving cravings crawford crawl crawled crawley crawling crawls cray crayon
        crayons craze crazed crazier craziest craziness crazy crc cream creamer creams creamy
        crease creasing creat create created creates creating creation creations creative
        creatively creativity creator creators creature creatures credence credentials credibility
        credible credit credited creditor creditors credits cree creed creek creeks creep creeping
        creeps creepy cremated cremation creme creole crept crepuscular crepusculum cres crescent
        cress crest cresting cretaceous crete crew crews crib cribbage cricket cricketer cricketers
        crickets cried cries crime crimea crimean crimes criminal criminality criminally criminals
        criminology crimp crimson cringe crip cripple crippled crippling cris crises crisis crisp
        crisps crispy criss crist cristiano cristina criteria criterion critic critical critically
        criticise criticised criticising criticism criticisms criticize criticized criticizes
        criticizing critics critique critiques crm croaking croatia croatian crochet crock crocker
        crockett crocodile crocodiles crocs crocus croft crofting croissant croissants croix crom
        cromwell cron crone cronies cronus crook crooked crooks crooning crop cropped cropper
        cropping crops crore crores cros crosby cross crossan crossbow crossed crossers crosses
        crossfire crossfit crossing crossings crossover crossroads crosswind crossword crotch
        crothers croton crouch crow crowd crowded crowdfunding crowding crowds crowe crowes crowing
        crowley crown crowned crowning crowns crows croydon crt crucial crucible crucified crucifix
        crucifixion crude cruel cruelty cruise cruiser cruisers cruises cruising crum crumb crumble
        crumbled crumbling crumbs crunch crunching crunchy crus crusade crusader crusaders crusades
        cruse crush crushed crusher crushes crushing crust crustacea crustacean crustaceans crusts
        crusty crutch crutches crux cruz cry crying crypt cryptic crypto cryptocurrency cryptos
        crystal crystalline crystals csa csgo csi csr css cst csu ctr ctrl cts cub cuba cuban
        cubans cube cubes cubic cubicle cubs cuck cuckoo cucumber cucumbers cud cuddle cuddling
        cuddly cue cuellar cues cuff cuffs cuisine cul culinary cull cullen culls culminated
        culminating culmination culprit culprits cult cultivate cultivated cultivating cultivation
        cults cultural culturally culture cultured cultures cum cumberland cumbersome cumbria
        cumbrian cumin cumming cummings cummins cumulative cuneiform cunning cunningham cunt cunts
        cuomo cup cupboard cupcake cupcakes cupid cups curate curated curator curators curb cure
        cured cures curfew curia curiae curie curing curio curiosity curious curiously curl curled
        curling curls curly curran currant currants curren currencies currency current currently
        currents currey curricula curricular curriculum currie curry curse cursed curses cursing
        cursor cursory curt curtail curtailed curtain curtains curtis curvature curve curved curves
        curving curvy curwen cus cushing cushion cushions cusp cussing cust custard custer
        custodial custodian custody custom customary customer customers customization customize
        customized customs cut cute cuter cutest cutie cutler cutlery cutoff cuts cuttack cutter
        cutters cutting cuttings cuvier cuz cvs cyanide cyber cybersecurity cyberspace cyborg cycle
        cycles cyclic cyclical cycling cyclist cyclists cyclone cyclones cyclops cylinder cylinders
        cylindrical cylon cynical cynicism cynthia cypress cyprus cyril cyrus cyst cystic czar
        czech czechoslovakia da dab daca dad dada daddy dade dads dae daft dagger daggers dah dahl
        dai dail daily daimon dain daintree dainty dairy daisy dak dakar dake dakota dal dalai dale
        daley dallas dally dalston dalton daltons daly dam damage damaged damages damaging damascus
        dame dames damian damien dammit damn damned damning damnit damon damp dams dan dana dance
        danced dancer dancers dances dancing dander dandy dane danes dang danger dangerous
        dangerously dangers dangling dani daniel danielle daniels danish dank danny dans dante
        danton danube danville dao daphne dapper dappled dar dara darby darcy dard darden dare
        dared daredevil dares dari daria darian darin daring darius dark darke darkened darker
        darkest darkly darkness darko darks darl darlin darling darlington darn daro darr darrell
        darren darrin darrow darryl dart darth dartmouth darton darts daru darwen darwin dary daryl
        das dasa dash dashboard dashed dasher dashes dashing dat data database databases dataset
        date dated dater dates dating dats daughter daughters daunting davao dave davenport davey
        david davidson davies davis davison davos davy daw dawes dawg dawkins dawn dawned dawson
        dax day daybreak daycare daydream daylight days daytime dayton daytona dazed dazzle
        dazzling dbs de dea deacon deaconess deactivate deactivated dead deader deadliest deadline
        deadlines deadlock deadly deadpool deadwood deaf deafening deafness deal dealer dealers
        dealership dealerships dealing dealings deals dealt dean deandre deans dear dearborn
        dearest dearing dearly dears dearth deasy death deathbed deaths deaver deb debacle
        debatable debate debated debates debating debbie debilitating debit deborah debra debris
        debt debtor debts debut debuted debuting debuts dec decadal decade decadent decades decal
        decapitated decapitation decapods decatur decay decaying deccan deceased deceit deceitful
        deceive deceived deceiving december decency decent decentralized deception deceptive
        decibel decide decided decidedly decides deciding deciduous decima decimal decimals
        decimate decimated decipher decision decisions decisive decisively deck decked decker decks
        declan declaration declarations declare declared declares declaring decline declined
        declines declining deco decoction decode decoding decomposition decor decorate decorated
        decorating decoration decorations decorative decoy decrease decreased decreases decreasing
        decree decreed decrees dedicate dedicated dedicating dedication deduce deduct deducted
        deductible deduction deductions dee deed deeds deej deem deemed deeming deems deen deep
        deepa deepen deepened deepening deeper deepest deeply deeps deer deering dees deet deez def
        defamation default defaults defeat defeated defeating defeats defect defected defection
        defections defective defects defence defences defend defendant defendants defended defender
        defenders defending defends defense defenseless defenseman defenses defensive defensively
        defer deferred defiance defiant defiantly deficiencies deficiency deficient deficit
        deficits defied defies define defined defines defining definite definitely definition
        definitions definitive definitively deflect deflected deflecting deflection deflections
        deflects deforestation deformation deformed defunct defy defying degenerate degeneration
        degenerative degradation degrade degraded degrading degree degrees dehydrated dehydration
        dei deities deity del delaney delaware delay delayed delaying delays delegate delegated
        delegates delegation delegations delete deleted deleting deletion delhi deli delia
        deliberate deliberately deliberation deliberations delicacy delicate delicately delicious
        delight delighted delightful delights delinquent delius deliver deliverance delivered
        deliveries delivering delivers delivery dell della dells deloitte delphi delt delta deltoid
        deluded deluge delusion delusional delusions deluxe delve delving dem demand demanded
        demanding demands demeanor demented dementia demi deming demise demo democracies democracy
        democrat democratic democratically democrats demographic demographics demolish demolished
        demolition demolitions demon demonic demons demonstrate demonstrated demonstrates
        demonstrating demonstration demonstrations demonstrators demos demoted demotion dempsey
        dems den deng deni denial denied denies denim denis denise denison deniz denmark dennis
        denny denomination denominations denominator denon denote denoted denotes denounce
        denounced denouncing dens dense densely densities density dent dental dentist dentistry
        dentists dentition denton dents denver deny denying denzel deodorant deon depart departed
        departing department departmental departments departs departure departures depend
        dependable depended dependence dependencies dependency dependent depending depends depict
        depicted depicting depiction depictions depicts depleted depletion deplorable deploy
        deployed deploying deployment deployments deport deportation deported deposed deposit
        depositary deposited depositing deposition depositional depositions depositor depositors
        depository deposits depot depots depp depraved depreciation depress depressed depressing
        depression depressive deprivation deprive deprived depriving dept depth depths deputation
        deputies deputy der derail derailed deranged derby derbyshire deregulation derek derelict
        derivation derivative derivatives derive derived derives derk derma dermal dermatologic
        dermatological dermatologist dermatologists dermatology dern derogation derogatory derp
        derrick derring derry derwin des desc descend descendant descendants descended descending
        descends descent describe described describes describing description descriptions
        descriptive desecration deseret desert deserted deserts deserve deserved deserves deserving
        desi design designate designated designation designations designed designer designers
        designing designs desirable desire desired desires desist desk desks desktop desmond
        desolate desolation desorption despair desperate desperately desperation despicable despise
        despised despite dessert desserts destination destinations destined destiny destitute
        destroy destroyed destroyer destroyers destroying destroys destruction destructive det
        detach detached detachment detail detailed detailing details detain detained detainees
        detect detectable detected detecting detection detections detective detectives detector
        detectors detects detention deter detergent deteriorate deteriorated deteriorating
        deterioration determination determine determined determines determining deterrence
        deterrent deters detonate detonated detonation detour detox detract detriment detrimental
        detroit deus deutsch deutsche dev devastated devastating devastation develop developed
        developer developers developing development developmental developments develops devi
        deviant deviate deviation deviations device devices devil deville devils devin devine
        devious devise devised devlin devoid devolution devolved devon devonshire devote devoted
        devotees devotion devotional devour devoured devout dew dewey dex dexter dexterity dey
        dhabi dhaka dharma dhs dia diabetes diabetic diablo diagnose diagnosed diagnoses diagnosing
        diagnosis diagnostic diagnostics diagon diagonal diagram diagrams dial dialect dialects
        dialed dialing dialog dialogue dialogues dials dialysis diameter diamine diamond
        diamondbacks diamonds diana diane dianne diaper diapers diaphragm diaphragms diaphram
        diaries diarist diarrhea diarrhoea diary diaspora diaz dicaprio dice diced dichotomy dick
        dickens dickhead dickinson dicks dickson dictate dictated dictates dictator dictators
        dictatorship diction dictionaries dictionary did diddle didier didn didnt die died diego
        dielectric diels diem dies diesel diet dietary dieter dieting dietrich diets diff differ
        differed difference differences different differential differentiate differentiated
        differentiation differently differing differs difficult difficulties difficulty diffraction
        diffuse diffusion dig digest digested digestion digestive digger digging digit digital
        digitally digits dignified dignitaries dignity digs dil dilapidated dildo dilemma dilemmas
        diligence diligent diligently dill dilli dillon dilute diluted dilution dilutions dim dime
        dimension dimensional dimensions diminish diminished diminishes diminishing diminutive
        dimitri dimon dimond din dina dinah dinamo dine dined diner diners ding dingle dini dining
        dink dinner dinners dino dinosaur dinosaurs dio diocese diode dion dione dior dioxide
        dioxin dioxins dip diploma diplomacy diplomas diplomat diplomatic diplomats dipped dipper
        dipping dips dir dire direct directed directing direction directional directions directive
        directives directly director directorate directories directors directory directs dirk dirt
        dirty dis disa disabilities disability disable disabled disabling disadvantage
        disadvantaged disadvantages disagree disagreed disagreement disagreements disagrees
        disallowed disappear disappearance disappeared disappearing disappears disappoint
        disappointed disappointing disappointment disappointments disapproval disapprove disarm
        disarmament disarmed disaster disasters disastrous disbanded disbelief disc discard
        discarded discern discerning discharge discharged discharges disciple disciples
        disciplinary discipline disciplined disciplines disclaimer disclose disclosed disclosing
        disclosure disclosures disco discography discomfort disconnect disconnected discontent
        discontinue discontinued discord discount discounted discounting discounts discourage
        discouraged discouraging discourse discover discovered discoveries discovering discovers
        discovery discredit discredited discreet discreetly discrepancies discrepancy discrete
        discretion discretionary discriminate discriminated discriminating discrimination
        discriminatory discs discuss discussed discusses discussing discussion discussions disdain
        disease diseased diseases disgrace disgraced disgraceful disgruntled disguise disguised
        disgust disgusted disgusting dish dishes dishing dishonest dishonesty dishwasher
        dishwashers dishwashing disillusioned disintegration disk disks dislike disliked dislikes
        dislocated dismal dismally dismantle dismantled dismantling dismay dismiss dismissal
        dismissed dismisses dismissing dismissive disney disneyland disobedience disorder
        disordered disorderly disorders disorganized disp disparate disparities disparity dispatch
        dispatched dispatcher dispatches dispel dispensary dispense dispensed dispenser dispensing
        dispersal disperse dispersed dispersion displaced displacement display displayed displaying
        displays displeasure disposable disposal dispose disposed disposing disposition
        dispositions disproportionate disproportionately dispute disputed disputes disqualification
        disqualified disregard disregarded disrespect disrespectful disrupt disrupted disrupting
        disruption disruptions disruptive diss dissatisfaction dissatisfied dissection dissections
        dissects disseminate disseminated dissemination dissension dissent dissenting dissertation
        dissident dissidents dissimilar dissipated dissolution dissolve dissolved dissolves
        dissolving dissonance dissuade dist distal distally distance distanced distances distancing
        distant distaste distasteful distil distillation distilled distillery distinct distinction
        distinctions distinctive distinctly distinguish distinguished distinguishes distinguishing
        distort distorted distortion distortions distract distracted distracting distraction
        distractions distraught distress distressed distressing distribute distributed distributes
        distributing distribution distributions distributor distributors district districts
        distrust disturb disturbance disturbances disturbed disturbing disulfide ditch ditched
        ditches ditching ditto diurnal div diva divas dive diver divergence divergent diverging
        divers diverse diversification diversified diversify diversion diversity divert diverted
        diverting dives divested divesting divide divided dividend dividends divides dividing
        divine diving divinity division divisional divisions divisive divorce divorced divorces
        divorcing divulging dix dixie dixon diy dizziness dizzy django djokovic djs dlc dmc dmitri
        dmitry dms dmv dna dnc dns do doable dobbs doble dobson doc doch dock docked docker docket
        dockets docking docks docs doctor doctoral doctorate doctors doctrine doctrines document
        documentaries documentary documentation documented documenting documents dod dodd dodge
        dodged dodger dodgers dodging dodgy dods doe does doesn doesnt dog dogg doggie doggy dogma
        dogmas dogs doha doherty doi doin doing dois doj dojo doktor dolan dolce dole doles doll
        dollar dollars dolls dolly dolores dolphin dolphins dolt dom domain domains dome domes
        domestic domestically domesticated dominance dominant dominate dominated dominates
        dominating domination domingo dominic dominican dominion dominique domino doms don donald
        donaldson donate donated donating donation donations doncaster done donetsk dong donkey
        donkeys donna donnelly donnie donny donor donors donovan dons dont donut donuts doo dood
        doodle doom doomed dooming doomsday doon doop door doorbell doors doorstep doorway doot
        dopamine dope doping doppler dora dorado dorchester dore dorian doris dork dorking dorm
        dormant dormice dormitory dorms dorne dorothy dors dorsal dorset dorsey dort dortmund dory
        dos dosage dose doses doss dossier dost dot dota dote dotes doth doto dots dott dotted doty
        douala double doubled doubler doubles doublet doubling doubly doubt doubted doubtful
        doubting doubtless doubts douche doug dougal dougan dough doughnut doughnuts dougie douglas
        douglass doula dour douse dove dover doves dow dowager dower dowler down downed downer
        downey downfall downgrade downgraded downhill downing download downloadable downloaded
        downloading downloads downright downs downside downstairs downstream downtime downtown
        downturn downward downwards dowry doyle dozen dozens dprk dps drab drabble drachma draco
        dracula draft drafted drafting drafts drag dragged dragging dragon dragonfly dragons drags
        drain drainage drained draining drains drake dram drama dramas dramatic dramatically drank
        draped draper drastic drastically draught draughts draw drawback drawbacks drawer drawers
        drawing drawings drawn draws draymond dre dread dreaded dreadful dreading dream dreamed
        dreamer dreamers dreaming dreams dreamt dreamy dreary dredge dredging drench drenched
        dresden dress dressed dresser dresses dressing drew dreyfus dribble dried drier dries drift
        drifted drifting drifts drill drilled drilling drills drink drinker drinkers drinking
        drinks drip dripping driscoll drive driven driver drivers drives driveway driving drizzle
        droid drona drone drones drool drooling drop dropbox droplets dropout dropped dropper
        dropping drops drought droughts drove droves drown drowned drowning drs drug drugged drugs
        drugstore druid drum drummer drumming drummond drums drunk drunken dry dryer drying dslr
        dsm dual duality duane dub dubai dubbed dubious dublin dubois dubs dubstep duca duce duch
        duchess duchy duck ducked ducking ducks ducky duct ducts dud dude dudes dudley due duel
        duels dues duet duff duffy dug dugout duh dui duke dukes dull dulles duluth duly dum dumb
        dumbass dumber dumbest dumbledore dumfries dummies dummy dump dumped dumping dumplings
        dumps dumpster dun dunbar duncan dundee dune dunes dung dungeon dungeons dunham dunk
        dunkirk dunlop dunn dunne dunno duo dup duped duplex duplicate duplicated duplicates
        duplication dupont durability durable dural duran durant duration durban duress durham
        durie during durk durrant dusk dust dusted dustin dusting dusty dutch dutchman duties
        dutton duty duval duvet dvd dvds dvr dwarf dwarfs dwarves dwayne dwell dwellers dwelling
        dwellings dwight dwindling dwts dwyer dyck dye dyed dyer dyes dying dyke dylan dynamic
        dynamically dynamics dynamite dynamo dynamometer dynamos dynasty dysfunction dysfunctional
        dyslexia dyslexic dyson dystopian each eachother eady eager eagerly eagle eagles ealy eames
        ear earbuds earl earle earlier earliest early earmarked earn earned earners earnest earning
        earnings earns earphones earring earrings ears earth eartha earthers earthly earthquake
        earthquakes earths earthy easa ease eased eases easier easiest easily easing easley east
        eastbound eastenders easter eastern eastman easton eastward eastwood easy eat eaten eater
        eateries eaters eatery eatin eating eaton eats eau eave eaves eazy ebay ebb ebola ebony
        ebook ebooks ecb eccentric ecclesiastical ecco echidnas echl echo echoed echoes echoing
        echolocation echos echr eckstein eclectic eclipse eclipsed eclipses ecmo eco ecological
        ecologist ecology ecommerce econ economic economical economically economics economies
        economist economists economy ecosystem ecosystems ecstasy ecstatic ect ecto ectopic ecu
        ecuador ecumenical eczema eddard eddie eddy edelman eden edgar edge edged edges edging edgy
        edible edict edinburgh edinson edison edit edited edith editing edition editions editor
        editorial editorials editors edits edm edmond edmonton edmund edmunds edna edo eds edson
        edt eduard eduardo educate educated educating education educational educator educators
        edvard edward edwards edwin eeg eel eels eerie eff effect effected effective effectively
        effectiveness effects efficacy efficiencies efficiency efficient efficiently effort
        effortless effortlessly efforts egalitarian egan egg eggplant eggplants eggs eglise ego
        egos egregious egress egypt egyptian egyptians ehrenberg eid eidetic eiffel eiger eight
        eighteen eighteenth eighth eighties eights eighty eileen ein einer einstein einsteins
        eisenberg eisenhower eisenstein eisner eitan either eject ejected ejection ejections el
        elaborate elaborated elaboration elaine elan eland elapse elastic elasticity elbert elbow
        elbows elder elderly elders eldest eleanor elect elected electing election elections
        elective electives elector electoral electorate electors electra electric electrical
        electrically electricals electrician electricians electricity electrics electrification
        electrified electrify electro electrode electrodes electrolux electrolyte electrolytes
        electrolytic electromagnetic electron electronic electronica electronically electronics
        electrons electrum elects elegance elegant element elemental elementary elements elena
        elephant elephants eles elevate elevated elevating elevation elevations elevator elevators
        eleven eleventh elf elgin eli elias elicit eligibility eligible elijah eliminate eliminated
        eliminates eliminating elimination eliot elis elisa elisabeth elise elite elites elitist
        elixir eliza elizabeth elizabethan elk elkins ell ella elland elle ellen ellie ellington
        elliot elliott ellipse ellipses elliptical ellis ellison ells elm elmer elmo elon elongated
        eloquent elsa else elsevier elsewhere elsie elster elton elusive elution elves elvin elvis
        elwood ely email emailed emailing emails emanating emancipation emanuel embankment embargo
        embark embarked embarking embarrass embarrassed embarrassing embarrassment embassies
        embassy embedded embedding embellished ember embezzlement emblem emblems embodied embodies
        embodiment embody embrace embraced embraces embracing embroidered embroidery embryo
        embryonic embryos emerald emerge emerged emergence emergencies emergency emergent emerges
        emerging emerick emeritus emerson emery emi emigrants emigrated emigration emil emile
        emilia emilio emily eminem eminence eminent emir emirates emission emissions emit emits
        emitted emitter emitting emma emmanuel emmett emmy emo emoji emory emotion emotional
        emotionally emotions emp empathy emperor emperors emphasis emphasise emphasised emphasize
        emphasized emphasizes emphasizing emphatic emphatically empire empires empirical employ
        employed employee employees employer employers employing employment employs empower
        empowered empowering empowerment empresa empress emptied emptiness empty emptying ems emu
        emulate emulation emulator emulsion emulsions enable enabled enables enabling enact enacted
        enacting enactment enamel enamels encased enceladus enchanted enchanting enchantment
        enclave enclosed enclosure enclosures encoded encoding encompass encompasses encompassing
        encore encounter encountered encountering encounters encourage encouraged encouragement
        encourages encouraging encrypted encryption encyclopedia end endanger endangered
        endangering endearing endeavor endeavors endeavour endeavours ended endemic ender endgame
        ending endings endless endlessly endocrine endogenous endorphin endorphins endorse endorsed
        endorsement endorsements endorses endorsing endothelial endowed endowment ends endurance
        endure endured endures enduring enemies enemy energetic energi energies energized energy
        enes enfield enforce enforceable enforced enforcement enforcer enforcing eng engage engaged
        engagement engagements engages engaging engel engine engineer engineered engineering
        engineers engines england englander engle english englishman englund engraved engraving
        engravings engulfed enhance enhanced enhancement enhancements enhances enhancing enigma
        enigmatic enjoy enjoyable enjoyed enjoying enjoyment enjoys enlarge enlarged enlargement
        enlighten enlightened enlightening enlightenment enlist enlisted enmity ennis enoch
        enormous enormously enough enquiries enquiry enraged enrich enriched enriching enrichment
        enrique enroll enrolled enrolling enrollment enrolment ensemble ensembles enshrined ensign
        enslaved ensued ensues ensuing ensure ensured ensures ensuring ent entail entails entangled
        enter entered entergy entering enterprise enterprises enters entertain entertained
        entertainer entertainers entertaining entertainment enthusiasm enthusiast enthusiastic
        enthusiastically enthusiasts entice enticing entire entirely entirety entities entitled
        entitlement entity entourage entrance entrances entrants entrenched entrepreneur
        entrepreneurial entrepreneurs entrepreneurship entries entropy entrusted entry envelope
        envelopes envious environment environmental environmentalists environmentally environments
        envisaged envision envisioned envoy envy enzo enzyme enzymes eons eos epa ephemeral ephraim
        epi epic epidemic epidemics epidemiology epidermis epilepsy epilogue epinephrine epiphany
        episcopal episode episodes episodic epithelial epitome epl epoch eponymous epoxide epoxy
        eps epsom epstein equal equality equally equals equate equated equates equation equations
        equator equatoria equatorial equestrian equifax equilibrium equine equinox equinoxes equip
        equipment equipped equipping equitable equities equity equivalence equivalent equivalents
        era eradicate eradicated eradication eras erase erased erasing erasmus erdogan ere ereader
        erect erected erection erections eres eric erica erich erickson ericsson erie erik erika
        erin eris erisa eritrea erling erm ernest ernesto ernie ernst erode eroded eron eros
        erosion erotic erotica erp err errand errands erratic erring erroneous erroneously error
        errors errs ers ertz erupted eruption eruptions erving erwin esa escalate escalated
        escalating escalation escalator escape escaped escapes escaping escobar escort escorted
        escorting escorts escrow eskimo esl esmail esophagus esoteric esp espace especially
        espionage espn esports espouse espresso esq esque esquire essay essays essence essendon
        essential essentially essentials essex est establish established establishes establishing
        establishment establishments estar estate estates esteban esteem esteemed estella ester
        esther estimate estimated estimates estimating estimation estonia estonian estranged
        estrogen estuaries estuarine estuary eta etc etched etching eternal eternally eternity etf
        eth ethan ethane ethanol ethel ether ethereal ethereum ethernet ethers ethic ethical
        ethically ethics ethiopia ethiopian ethnic ethnically ethnicities ethnicity ethnographic
        ethos etienne etiquette eton etsy etter etymological eucalyptus eucharist euclid eugene
        eulogy eun euphoria eur eurasia eurasian eureka euro europa europe european europeans euros
        eurovision eurozone euthanasia eva evacuate evacuated evacuation evade evaluate evaluated
        evaluating evaluation evaluations evan evander evangelical evangelicals evangelist
        evangelista evans evaporate evaporated evaporates evaporating evaporation evaporative
        evaporator evapotranspiration evasion evasive eve evelyn even evening evenings evenly evens
        event eventful events eventual eventually ever everest everett evergreen everitt everlast
        everlasting everquest evers evert everton every everybody everyday everyone everything
        everytime everywhere eves evga evicted eviction evidence evidenced evident evidently evil
        evils evo evocation evocative evoke evoked evokes evoking evolution evolutionary evolutions
        evolve evolved evolves evolving ewan ewes ewing exacerbated exact exactly exaggerate
        exaggerated exaggerating exaggeration exalted exam examination examinations examine
        examined examiner examiners examines examining example examples exams exasperation
        excavated excavation excavations exceed exceeded exceeding exceedingly exceeds excel
        excelled excellence excellency excellent except exception exceptional exceptionally
        exceptions excerpt excerpts excess excesses excessive excessively exchange exchanged
        exchanges exchanging exchequer excise excitation excite excited excitedly excitement
        excites exciting exclaimed exclamation exclude excluded excludes excluding exclusion
        exclusive exclusively exclusivity excretion excruciating excursion excursions excuse
        excused excuses exec execs execute executed executes executing execution executioner
        executions executive executives exemplary exemplified exempt exempted exemption exemptions
        exercise exercised exercises exercising exert exerted exes exeter exhale exhaust exhausted
        exhausting exhaustion exhaustive exhibit exhibited exhibiting exhibition exhibitions
        exhibitor exhibitors exhibits exhilarating exile exiled exiles exist existance existed
        existence existent existential existing exists exit exited exiting exits exo exodus
        exoplanet exoplanets exorbitant exotic exp expand expanded expanding expands expanse
        expansion expansions expansive expat expect expectancy expectation expectations expected
        expecting expects expedite expedited expedition expeditions expel expelled expels
        expenditure expenditures expense expenses expensive experience experienced experiences
        experiencing experiential experiment experimental experimentally experimentation
        experimented experimenting experiments expert expertise experts expiation expiration expire
        expired expires expiring expiry explain explained explaining explains explanation
        explanations explanatory explicit explicitly explode exploded explodes exploding exploit
        exploitation exploited exploiter exploiting exploits exploration explorations exploratory
        explore explored explorer explorers explores exploring explosion explosions explosive
        explosives expo exponential exponentially export exportation exported exporter exporters
        exporting exports expose exposed exposes exposing exposition expositions exposure exposures
        express expressed expresses expressing expression expressions expressive expressly expresso
        expressway expulsion exquisite ext extant extend extended extending extends extension
        extensions extensive extensively extent exterior extermination external externally extinct
        extinction extinguish extinguished extortion extra extracellular extract extracted
        extracting extraction extracts extracurricular extradition extraordinarily extraordinary
        extrapolate extras extrasolar extraterrestrial extravagant extreme extremely extremes
        extremism extremist extremists extremity exxon eye eyeball eyeballs eyebrow eyebrows eyed
        eyeing eyelashes eyelid eyelids eyeliner eyes eyeshadow eyesight eyewitness eyez eyre
        ezekiel ezra faa fab faber fabian fabio fabiola fable fabregas fabric fabricated
        fabrication fabrics fabulous facade face facebook faced faceless faces facet facets facial
        facilitate facilitated facilitates facilitating facilities facility facing fack fact
        faction factional factions facto factor factored factorial factories factors factory facts
        factual faculties faculty fad fade faded fades fading fag faggot fahrenheit fail failed
        failing failings fails failure failures fain faint fainted fainting faintly fair fairbanks
        faire fairer fairest fairfax fairfield fairies fairly fairness fairs fairy fairytale faith
        faithful faithfully faithfulness faiths fake faked fakes faking falco falcon falcone
        falcons fall fallacy fallen falling fallon fallout fallow falls false falsely fam fame
        famed famer familial familiar familiarity families family famine famous famously fan
        fanatic fanatical fanatics fanbase fancied fancies fancy fandom fanfare fang fangs fannie
        fanning fanny fans fanta fantasies fantastic fantastically fantasy faq far faraday farage
        farah faraway farce fare fared fares farewell fargo faria farina farley farm farmed farmer
        farmers farmhouse farming farmland farms farnsworth farrell farrow fars fart farther
        farthest farts fas fascia fascinated fascinating fascination fascism fascist fascists fash
        fashion fashionable fashioned fashions faso fast fastball fasten fastened fastener
        fasteners fastens faster fastest fasting fastnet fat fatal fatalities fatality fatally fate
        fated fateful fates father fatherland fathers fathom fatigue fatigued fatima fats fatt
        fattened fatter fatty faucet faulkner fault faulting faults faulty fauna faust faux fav
        fava fave favor favorable favorably favored favoring favorite favorites favors favour
        favourable favoured favourite favourites favours fawn fax fay faye fayetteville fbi fca fcc
        fda fdr fear feared fearful fearing fearless fears fearsome feasibility feasible feast
        feasts feat feather feathered feathers feathery feats feature featured features featuring
        feb february fecal feces feckless fed federal federalism federalist federally federation
        federer federico fedex fedora feds fee feeble feed feedback feeder feeders feeding feeds
        feel feelin feeling feelings feels fees feet fei feild feinberg feinstein feisty feld
        feldman felicia felicity feline felipe felix fell fella fellas felling fellow fellows
        fellowship fellowships fells felon felonies felony fels felt felting fema female females
        femina feminine femininity feminism feminist feminists femme femur femurs fence fenced
        fences fencing fend fender feng fenner fens fenton fenway fer feral ferd ferdinand fergus
        ferguson fermentation fermented fern fernandez fernando ferns ferocious ferrari ferrer
        ferret ferries ferris ferry ferrying fertile fertility fertilization fertilizer fertilizers
        fervent fervor fest festival festivals festive festivities fetal fetch fetched fetish
        fettle fetus feud feudal fever few fewer fewest fey ffa ffs fia fiance fiancee fiasco fiat
        fiber fiberglass fibers fibre fibres fibrosis fic fickle fico fiction fictional fictions
        fictitious fiddle fide fidel fidelity fiduciary fied fiel field fielded fielder fielding
        fields fiend fierce fiercely fiery fiesta fifa fife fifteen fifteenth fifth fifths fifties
        fifty fig fight fighter fighters fighting fights figs figuration figurative figuratively
        figure figured figures figurines figuring fiji fil filament file filed files filing filings
        filipino filipinos fill filled filler fillers filling fills filly film filmed filming
        filmmaker filmmakers filmmaking films filo filter filtered filtering filters filth filthy
        filtration fin final finale finalist finalists finalized finally finals finance financed
        finances financial financially financials financier financing finch find finder finding
        findings finds fine fined finely finer fines finesse finest fing finger fingered fingering
        fingernails fingerprint fingerprinted fingerprinting fingerprints fingers fingertips fini
        finish finished finisher finishes finishing finite fink finland finley finn finnish fino
        fins fiona fiord fiore fiori fiqh fir fire firearm firearms fireball fired firefighter
        firefighters firefly firefox fireman firemen fireplace firepower fires firestone firewall
        firewood fireworks firing firm firming firmly firms firmware first firsthand firstly firth
        fisa fisc fiscal fiscally fisch fischer fish fished fisher fisheries fisherman fishermen
        fishery fishes fishing fishy fisk fission fist fisted fister fists fit fitch fitness fits
        fitted fitter fittest fitting fittings fitz fitzgerald fitzpatrick five fiver fives fix
        fixation fixed fixer fixes fixing fixture fixtures fizz fizzes fjord fjords fking fla flack
        flag flagged flagrant flags flagship flair flak flake flakes flaking flamboyant flame
        flames flamin flaming flamingo flamini flammable flan flanagan flanders flank flanked
        flanking flanks flannel flap flapping flaps flare flared flares flaring flash flashback
        flashbacks flashed flashes flashing flashlight flashy flask flat flats flatten flattened
        flatter flattered flattering flattery flava flavor flavored flavors flavour flavoured
        flavours flaw flawed flawless flaws flax flay flaying flea fleas fled fledged fledging
        fledgling flee fleece fleecing fleeing fleet fleeting fleets fleetwood fleming flemings
        flemish flemming flesh fleshing fleshy fletcher flew flex flexibility flexible flexing
        flick flicker flickering flickr flicks fliers flies flight flightless flights flimsy
        flinders fling flint flip flipped flipping flips flirt flirting flirty flo float floated
        floating floats flock flocks flood flooded flooding floods floor flooring floors flop
        flopped floppy flops flora floral florence flores florida florist floss flossing flotation
        flotus flour flourish flourished flourishing flow flowed flower flowering flowers flowing
        flown flows floyd flu fluctuate fluctuating fluctuations flue fluency fluent fluff fluffy
        fluid fluids fluke flung fluorescence fluorescent fluoride flurry flush flushed flushing
        flute flutes flutter fluttering flux fly flyer flyers flyin flying flynn foam foaming fob
        focal foch fock focus focused focuses focusing focussed fodder foe foerster foes foetal fog
        foggy foil foiled foisted fol fold folded folder folders folding folds foles foley foliage
        folio folk folklore folks follow followed follower followers following follows folly fond
        fonda fondly fondness fone fong fons font fontaine fonts foo food foodie foods fook fool
        fooled fooling foolish foolishness fools foon foot footage football footballer footballers
        footed footer foothills foothold footing footnote footnotes footpath footprint footprints
        foots footsteps footwear footwork footy for fora forage forager foraging foray forbade
        forbes forbid forbidden forbidding forbids force forced forceful forcefully forces forcibly
        forcing ford forde fordham fords fore forearm forecast forecasted forecaster forecasters
        forecasting forecastle forecasts foreclosure forefather forefront foregoing foreground
        forehead foreign foreigner foreigners foreman foremost forensic forensics foreplay
        forerunner foresee foreseeable foresight forest forested forester foresters forestry
        forests foretaste forever foreword forex forfeit forfeited forfeiture forgave forge forged
        forgery forges forget forgets forgetting forging forgive forgiven forgiveness forgiving
        forgo forgot forgotten fork forking forks form formal formality formally format formation
        formations formative formats formatted formatting forme formed former formerly formidable
        forming forms formula formulas formulate formulated formulation formulations foro forrest
        forrester fors forsaken forster forsyth fort forte forth forthcoming forties fortifications
        fortified fortitude fortnight fortnite fortress forts fortunate fortunately fortune
        fortunes forty forum forums forward forwarded forwarding forwards forza foss fossil fossils
        foster fostered fostering fosters fought foul fouled fouling fouls found foundation
        foundational foundations founded founder founders founding foundries foundry fount fountain
        fountains four fourier fours fourteen fourteenth fourth fowl fowler fox foxes foxx foxy
        foyer fps fra fracking fractal fraction fractional fractions fracture fractured fractures
        fragile fragility fragment fragmentation fragmented fragments fragrance fragrant frail fram
        frame framed frames framework frameworks framing fran franc franca france frances francesca
        francesco franchise franchises francie francis francisco franck franco francois francs
        frank franke franken frankenstein frankfurt frankie franking frankl frankland franklin
        frankly franklyn franks frantic frantically franz fraser frat frater fraternal fraternity
        frau fraud frauds fraudulent fraught fray frazier freak freaked freakin freaking freaks
        freaky freckle freckled freckles fred freddie freddy frederic frederick free freed freedom
        freedoms freeing freelance freelancer freely freeman freer frees freestyle freeway freeze
        freezer freezes freezing freight freighter fremantle fremont french frenchman frenzy
        frequencies frequency frequent frequented frequently fresco fresh fresher freshly freshman
        freshmen freshness freshwater fresno fret freud frey fri friar frick frickin friction
        frictional frictions friday fridays fridge fried friedman friedrich friend friendlies
        friendly friends friendship friendships fries frigate frigatebird friggin fright frighten
        frightened frightening frightens frigid fring fringe fringes fritz frivolous fro frock frog
        frogs from frome fromm fron front frontage frontal frontally fronted frontier frontiers
        fronting frontline frontman fronts froot frost frosted frosting frosty frou frown frowned
        froze frozen fructose frugal fruit fruitful fruition fruitless fruits fruity frum frustrate
        frustrated frustrating frustration frustrations fry fryer frying fsa fsu ftc ftp fuck
        fucked fucker fuckers fuckin fucking fucks fudge fuel fueled fueling fuelled fuels fugitive
        fugitives fuji fukushima fulfil fulfill fulfilled fulfilling fulfillment fulham full
        fullback fuller fullerton fullest fullness fully fulton fumble fumes fuming fun function
        functional functionality functionally functioned functioning functions fund fundamental
        fundamentalist fundamentally fundamentals funded funding fundraiser fundraisers fundraising
        funds fundus funeral funerals fung fungal fungi fungus funimation funk funky funnel funnier
        funniest funny fur furious furiously furnace furnaces furnish furnished furnishing
        furnishings furniture furry furs further furthering furthermore furthest fury fuse fused
        fuselage fuses fusion fuss fussy futher futile future futures futuristic fuzz fuzzy fyi
        gaap gabby gabe gabi gable gabriel gabrielle gaddafi gadget gadgets gaelic gaffe gaffes gag
        gaga gagan gagarin gage gaggle gags gah gaia gaiden gail gailey gain gained gaines
        gainesville gaining gains gait gaius gal gala galactic galan galatia galaxies galaxy gale
        galeria galil galilean galilee galilei galileo galindo gall gallagher gallant gallbladder
        galle gallego gallen galleon galleries gallery galley galli gallia gallic galling gallipoli
        gallium gallo gallon gallons gallop galloway gallows gallup gallus gally galore gals galt
        galton galvanized galveston galway gambia gambit gamble gambler gamblers gambling game
        gameplay gamer gamergate gamers games gaming gamma gan gand gandalf gander gandhi gang
        gangland gangs gangsta gangster gangsters gant ganymede gao gap gaping gaps gar garage
        garages garam garb garbage garcia garcon garde garden gardena gardener gardeners gardening
        gardens gardiner gardner gareth garfield gargle garin garland garlic garman garment
        garments garn garner garnered garnet garnets garnett garnish garrett garrison garrity
        garrow garry gars garten garth garvey gary gas gase gases gashes gasket gasoline gasp
        gasping gassed gassing gaster gaston gastric gastrointestinal gate gated gatehouse gates
        gateway gather gathered gathering gatherings gathers gator gatorade gators gats gatsby gatt
        gauge gauges gaul gaulle gauntlet gave gavin gawain gay gayer gayle gays gaza gaze gazette
        gazing gcc gcse gd gdp gear gearbox geared gearing gears ged gee geek geeks geelong geese
        geez geiger geithner gel gelatin gell gellar gelman gem gemini gemma gems gemstone gen
        gender gendered gendering genders gene genealogical genealogy gener genera general
        generalization generalizations generalized generally generals generate generated generates
        generating generation generational generations generator generators generic generosity
        generous generously genes genesis genetic genetically genetics geneva genevieve genie
        genital genitalia genitals genius geniuses genoa genocide genome genomes genomic genomics
        genre genres gens gent gentile gentiles gentle gentleman gentlemen gently gentrification
        gentry gents genuine genuinely genus geo geoff geoffrey geographic geographical
        geographically geography geolocation geologic geological geologist geologists geology
        geometric geometry geon geophysical geopolitical georg george georges georgetown georgi
        georgia georgian georgie georgina georgios georgy geothermal ger gerald gerard gerd gergen
        germ germain germaine german germane germania germanic germano germans germany germinal
        germination germs gerrard gerry gertrude gestapo gestation gesture gestures get getaway
        gets gettin getting getty gettysburg ghana ghanaian ghastly ghetto ghose ghost ghostbusters
        ghostly ghosts ghz gia gian giang giant giants gibbons gibbs gibraltar gibson giddy gide
        gideon gif gifs gift gifted gifts gig gigantic giger giggle giggles giggling gigi gigs gil
        gilbert gilded gilder giles gilf gill gillam gilles gillespie gillette gilliam gillian
        gills gillum gilmore gilt gimme gimmick gin gina ging ginger gingerbread gingrich gini
        ginny gino gins gion giorgio giorgos giovanni giraffe giraffes girl girlfriend girlfriends
        girls girly giro giroud gis gish gist git github giuliani giuseppe give giveaway giveaways
        given giver gives giving gizzard glaad glace glacial glaciation glacier glaciers glad
        gladiator gladiators gladly gladstone gladys glam glamorous glamour glan glance glanced
        glances glancing gland glands glans glare glaring glaser glasgow glass glasser glasses
        glassmakers glastonbury glaucoma glaze glazed glazer glazier glazing gleaming glean gleaned
        gleaner glee glen glendale glenn glens glide glided glider gliders glides gliding glimmer
        glimpse glimpses glitch glitches glitter glittering global globalization globally globe
        globes glock gloom gloomy gloria glories glorified glorify glorious glory gloss glossary
        glossing glossy gloucester gloucestershire glove glover gloves glow glowing glows glucose
        glue glued glues glum glut glute gluteal gluten glutes gluteus glynn gma gmail gmbh gmc gmo
        gmt gnashing gnome gnu go goa goad goal goalie goalkeeper goals goaltender goat goats
        gobert gobi goblin goblins gobs goby god goda goddamn goddard godden goddess goddesses
        godel godfather godfrey godly gods godt godwin godzilla goers goes goethe goggle goggles
        gogh goin going goji goku gold goldberg golde golden golder goldfish goldie goldin goldman
        golds goldsmith goldstein golf golfer golfers golfing goli goliath gollum gomes gomez gon
        gondor gondwana gone gong gonna gonzaga gonzales gonzalez gonzalo goo good goodbye goodbyes
        gooden goodies gooding goodman goodness goodnight goods goodwill goodwin goody goodyear
        goof goofing goofy google googled googling gook goon goons goop goose goosebumps gop gopi
        gopro gorbachev gord gorden gordon gore gores gorge gorged gorgeous gorges gori gorilla
        gorillas gorillaz gorman gorse gort gory gosden gose gosh gosling gospel gospels goss
        gossip got gotcha goth gotham gothic goto gots gotta gotten gouges gough gould goulding
        gourmet gout gov govern governance governed governing government governmental governments
        governor governors governs govt gower gown gowns gpa gps gpu grab grabbed grabbing grabs
        grace graced graceful gracefully graces gracey gracie gracious graciously graco grad
        gradation grade graded grader graders grades gradient grading gradual gradually graduate
        graduated graduates graduating graduation grady graeme graf graff graffiti graft grafton
        graham grahame grahams grail grain grains grainy gram grama gramm grammar grammatical
        grammy grammys grams gran granada grand grandad grandchild grandchildren granddaughter
        grande grandee grander grandeur grandfather grandkids grandma grandmother grandmothers
        grandpa grandparents grandson grange granger granit granite granites granitic granny
        granola grant granta granted grantee granth granting grants granular granulation granule
        granville grape grapefruit grapes graph graphene graphic graphical graphically graphics
        graphite graphs grapple grappling gras grasp grasped grasping grass grasses grasshopper
        grassland grassroots grassy grat grate grated grateful grater gratification gratify
        gratifying gratin grating gratitude gratuity grau grav grave gravel gravely graves
        graveyard gravis gravitas gravitate gravitated gravitating gravitation gravitational
        gravitationally graviton gravity gravy gray grayson graz graze grazie grazier grazing gre
        grea grease greasy great greater greatest greatly greatness greats greco gree greece greed
        greedy greek greeks green greenberg greene greener greenfield greenhorn greenhouse
        greenhouses greenish greenland greenough greens greensboro greenville greenwich greenwood
        greeny greer greet greeted greeting greetings greets greg gregg gregor gregory gren grenada
        grenade grenades grenadine greta gretchen greville grew grey greyhound greyhounds grice
        grid grids grief grievance grievances grieve grieving grievous griffin griffith griffiths
        grigor grill grille grilled grilles grilling grills grim grime grimes grimm grin grind
        grinder grindhouse grinding grinning grip gripped gripping grips gris grit gritty grizzlies
        grizzly groan groat groce grocer groceries grocery groin grom groom groomed grooming groot
        groove grooves groovy groping gross grossed grossing grossly grossman grotesque groton
        ground groundbreaking grounded grounding grounds groundwater groundwork group grouped
        grouping groupings groups grouse grove grover groves grow grower growers growing growl
        grown grows growth grub grudge gruen gruesome grumpy grunge grunt gryphon gsm gst gta gtfo
        gtx guam guangdong guangzhou guanine guantanamo guarantee guaranteed guaranteeing
        guarantees guard guarded guardian guardians guarding guardiola guards guatemala
        gubernatorial gucci guerillas guernsey guerrero guerrilla guerrillas guess guessed guesses
        guessing guest guesthouse guests guff guggenheim guglielmo gui guidance guide guided
        guideline guidelines guides guiding guido guild guildford guilds guillermo guillotine guilt
        guilty guinea guineas guinness guise guitar guitarist guitars gujarat gulden gulf gulfs
        gull gullet gulley gullible gullit gulls gully gulp gum gump gums gun gundam gunfire gung
        gunman gunmen gunn gunna gunnar gunned gunner gunners gunning gunpoint gunpowder guns
        gunshot gunshots gunther guo gupta gurl gurney gurren guru gurus gus gushing gust gusta
        gustav gustavo gusto gusts gut gute gutenberg guthrie gutierrez guts gutted guttenberg
        gutter guy guyana guys gwen gym gymnasium gymnast gymnastics gyms gypsies gypsy haas habit
        habitable habitat habitation habitats habits habitual habs hack hacked hacker hackers
        hackett hacking hackney hacks had hades hadith hadley hae haemoglobin hage hagen haggle
        hague hah haha hahah hahaha hahahaha hahn hai haig haight haiku hail haile hailed hailey
        hailing hails haim hain haines hair haircut haircuts hairdresser haire haired hairline
        hairs hairstyle hairstyles hairy haiti haitian hajj hake hal halal halbert hale hales haley
        half halfback halftime halfway hali halifax halil hall halle hallelujah hallmark hallow
        hallowed halloween halls hallucinations hallway hallways halo halsey halt halted halting
        halton halves ham hamas hamburg hamburger hamburgers hamel hames hamid hamil hamilton
        hamish hamlet hamlin hammer hammered hammering hammers hammock hammond hampden hamper
        hampered hampshire hampstead hampton hamster hamstring han hana hancock hand handbag
        handbags handball handbook handcuffed handcuffs handed handedly hander handful handgun
        handguns handheld handicap handicapped handing handkerchief handle handled handler handlers
        handles handling handmade handout handouts hands handset handshake handsome handsworth
        handwriting handwritten handy hang hangar hanged hanger hangers hanging hangout hangover
        hangs hank hankering hanks hanley hanna hannah hannes hannibal hannity hanoi hanover hans
        hansen hanson hap happen happened happening happenings happens happier happiest happily
        happiness happy har hara haram harass harassed harassing harassment harbor harbors harbour
        harcourt hard hardcore hardcover harden hardened hardening hardens harder hardest harding
        hardly hardness hardship hardships hardware hardwood hardworking hardy hare harem hares
        hari haring haris hark harking harlan harlem harley harleys harlow harm harman harmed
        harmful harming harmless harmon harmonia harmonic harmonies harmonious harmony harms
        harness harold harp harper harping harriet harrington harris harrisburg harrison harrow
        harrowing harry harsh harsher harshly hart hartford hartley hartman hartz harum harvard
        harvest harvested harvesting harvey haryana has hasan hase hash hashes hashing hashtag
        hashtags haskell hasnt hassan hassle hast haste hastened hastily hastings hasty hat hatch
        hatchback hatched hatches hatchet hatching hate hated hateful hater haters hates hatfield
        hath hathaway hating hatred hats hatt hatter hatters haul hauled hauling haunt haunted
        haunting haunts haute hava havana have haven havens havent havin having havoc haw hawaii
        hawaiian hawk hawke hawkes hawkeye hawking hawkins hawks hawley hawthorn hawthorne hay
        hayden hayes hayley haynes hays hayward hazard hazardous hazards haze hazel hazy hb hbo hdd
        hdmi hdr he head headache headaches headband headed header headers heading headlamps
        headless headlights headline headlined headlines headlining headmaster headphone headphones
        headquartered headquarters heads headset headway heady heal healed healer healing heals
        health healthcare healthier healthiest healthy healy heap heaping heaps hear heard hearin
        hearing hearings hearn hears hearsay hearst heart heartache heartbeat heartbreak
        heartbreaking heartbroken hearted heartfelt hearth heartland heartless hearts heartwarming
        hearty heat heated heater heaters heath heathen heather heathers heathrow heating heats
        heaven heavenly heavens heaves heavier heaviest heavily heaving heavy heavyweight hebrew
        hebrews hebron heck hectare hectares hectic hector hedge hedgehog hedgehogs hedges hedging
        hedi hedy hee heed heeding heel heels heep heer hefty hegel hegemony heh hehe heidelberg
        heidi heigh height heightened heights heil heimlich heineken heiner heinous heinrich heins
        heinz heir heiress heirloom heirs heisenberg heisman heist held hele helen helena helene
        helfrich heli helicopter helicopters helio helium helix hell hella heller hello hells helm
        helmet helmets help helped helper helpers helpful helping helpless helps helsing helsinki
        hem hemel hemingway hemisphere hemispheres hemming hemoglobin hemorrhage hemp hemsworth hen
        hence henceforth henderson hendricks hendrix hendy henhouse henley hennessy henning henri
        henrico henrietta henrik henry hens henson hentai hepatic hepatitis hepburn her hera herald
        heralded herat herb herbal herbert herbicides herbivore herbivores herbivorous herbs herc
        hercules herd herding herds here hereafter hereby hereditary hereford herein heres heresy
        heretic heretics hering heritage herm herman hermann hermano hermes hermine hermione hermit
        hern hernandez hernia herniation hero herod heroes heroic heroin heroine heroism heron
        herpes herr herren herrera herrick herrin herring herrings herriot herron hers herself
        hershey hertfordshire herts hertz herve herz herzegovina hes hesitant hesitate hesitated
        hesitation hess hester het heterogeneous heterosexual hewitt hewlett hex hexadecimal hey
        heyday heydrich heyes heymann heywood hezbollah hg hhs hiatus hibernate hibernating
        hibernation hibernian hiccups hickey hickory hicks hid hidden hide hideous hideout hides
        hiding hield hierarchical hierarchy higgins higgs high higher highest highland highlanders
        highlands highlight highlighted highlighting highlights highly highness highs highschool
        hight highway highways hijab hijack hijacked hijacking hike hikers hikes hiking hilarious
        hilariously hilary hilda hill hillary hills hillsborough hillside hilltop hilly hilo hilt
        hilton him himalaya himalayan himalayas hime himself hina hind hinder hindered hindering
        hindi hindrance hindsight hindu hinduism hindus hines hing hinge hinged hinges hino hinrich
        hint hinted hinting hints hip hipper hippie hippies hippo hippocampal hippocampus hippy
        hips hipster hird hire hired hires hiring hiroshima hirsch his hispanic hispanics hiss
        histological historian historians historic historical historically histories history hit
        hitachi hitch hitchcock hite hitherto hitler hitman hits hitter hitters hitting hiv hive
        hives hiya hmm hmmm hms hoa hoar hoard hoarding hoax hobart hobbes hobbies hobbit hobble
        hobbs hobby hobo hoboken hoc hoch hock hockey hocking hoda hodel hodes hodge hodges hodgson
        hoe hoek hoes hoey hof hoffman hog hogan hoge hogg hogs hogwarts hoist hoisted hoke hola
        hold holden holder holders holding holdings holds hole holed holes holey holi holiday
        holidays holies holiness holistic holl holland hollinger hollis hollow holloway holly
        hollywood holm holme holmes holo holocaust hologram holograms holographic hols holster holt
        holy holz homage home homecoming homegrown homeland homeless homelessness homemade
        homeowner homeowners homepage homer homers homerun homeruns homes homestead hometown
        homework homicide homicides homie homing homo homogeneous homophobia homophobic homosexual
        homosexuality homosexuals hon honda honduras hone honed hones honest honestly honesty honey
        honeybee honeybees honeymoon hong honiton honk honking honolulu honor honorable honorary
        honored honorees honoring honors honour honourable honoured honours hons hoo hood hooded
        hoodie hoodies hoods hoof hook hooke hooked hooker hookers hooking hooks hookup hooky hoole
        hoon hooo hoop hooper hooping hoops hooray hoose hoot hooting hoots hoover hop hope hoped
        hopeful hopefully hopeless hopelessly hopes hoping hopkins hoppe hopped hopper hoppers
        hopping hops horace horatio horde hordes hore horizon horizons horizontal horizontally
        horizonte hormonal hormone hormones horn horne horned horner hornet hornets horning horns
        horny horoscope horowitz horrendous horrible horribly horrid horrific horrified horrifying
        horror horrors hors horse horseback horseman horsemen horsepower horses horseshoe horsing
        hort horta horticultural horticulture horton horus hose hosea hosed hoses hosking hosp
        hospice hospital hospitality hospitalization hospitalized hospitals hoss host hostage
        hostages hosted hostel hostels hostess hostile hostilities hostility hosting hosts hot hote
        hotel hotels hoth hotline hots hotspot hotspur hotter hottest hottie hou hough houghton
        houle hound hounds hour hourly hours hous house housed household households housekeeper
        housekeeping housemates houses housewife housewives housework housing houston hout hove
        hover hovering how howard howdy howe howell howes however howie howl howling howse hoy
        hoyle hoyt hpv hrc hrs hsbc hsia hsin hst htc html http https hua huang huawei hub hubbard
        hubble hubby hubert hubs huck hud huddersfield huddle huddled hudson hue hues huey huff
        huffington hug huge hugely huger hugged hugging hugh hughes hugo hugs huh hui hula hulk
        hulkenberg hull hulu hum human humane humanism humanist humanitarian humanities humanity
        humankind humanoid humans humble humbled humbling humbly humboldt humdrum hume humeral
        humerus humes humid humidity humiliate humiliated humiliating humiliation humility hummers
        humming hummus humor humorous humors humour humours hump humphrey humus hun hunch hundred
        hundreds hung hungarian hungary hunger hungry hunk hunt hunted hunter hunters hunting
        huntington hunts huntsman huntsville hurd hurdle hurdles hurled hurley hurling huron
        hurricane hurricanes hurried hurry hurrying hurst hurt hurtful hurting hurts husband
        husbands hush huskies husky hussain hussein hustle hustler hut hutch hutchinson huts hutton
        huxley huygens hvac hwang hwy hyatt hybrid hybrids hyde hyderabad hydra hydrate hydrated
        hydration hydraulic hydro hydrocarbon hydrocarbons hydroelectric hydrogel hydrogels
        hydrogen hye hygiene hygrometer hymn hymns hyoid hype hyped hyper hyperbolic hypertension
        hypnosis hypnotic hypocrisy hypocrite hypocrites hypocritical hypophysis hypoplasia
        hypothermia hypotheses hypothesis hypothesized hypothetical hysteria hysterical hyun
        hyundai hyung iaea iain ian ians iberia iberian ibis ibiza ibm ibn ibrahim icc ice iceberg
        iced iceland icelandic ich icing ickes icloud ico icon iconic icons ics ict icu icy ida
        idaho idc ide idea ideal idealism idealistic ideally ideals ideas identical identifiable
        identification identified identifier identifies identify identifying identities identity
        ideological ideologically ideologies ideology idf idiot idiotic idiots idk idle idol
        idolizing idols idris ids idyllic ieee if ifs iger iggy ight ign igneous ignite ignited
        igniting ignition ignorance ignorant ignore ignored ignores ignoring igor iheart iii iiis
        ike ikea ikebana ikeda ikon ilan ilaria ileana ill illegal illegally illegals illegitimate
        illicit illinois illiterate illness illnesses illogical ills illuminate illuminated
        illuminati illuminating illumination illusion illusions illustrate illustrated illustrates
        illustrating illustration illustrations illustrative illustrator illustrious ilse ima image
        imagery images imaginable imaginary imagination imaginations imaginative imagine imagined
        imagines imaging imagining imam imax imbalance imbalances imdb imf img imitate imitating
        imitation imma immaculate immature immediate immediately immense immensely immersed
        immersion immersive immigrant immigrants immigration imminent immoral immortal immortality
        immune immunity immunization immunology imo imp impact impacted impacting impacts impair
        impaired impairing impairment impairments impairs impala impaled impart imparted impartial
        impatience impatient impeach impeached impeachment impeccable impedance impede impediment
        impending impenetrable imperative imperfect imperfections imperial imperialism imperialist
        impetus implant implantation implanted implants implement implementation implementations
        implemented implementing implements implicated implication implications implicit implicitly
        implied implies implored implosion imply implying import importance important importantly
        importation imported importer importing imports impose imposed imposes imposing imposition
        impossibility impossible impotent impoverished impractical impress impressed impressing
        impression impressions impressive imprint imprisoned imprisonment improbable impromptu
        improper improperly improv improve improved improvement improvements improves improving
        improvisation improvise improvised impulse impulses impulsive impunity impurities imran in
        ina inability inaccessible inaccuracies inaccurate inaction inactive inactivity inadequate
        inadvertently inanimate inappropriate inappropriately inaugural inaugurated inauguration
        inbound inbox inc inca incandescent incapable incapacitated incarcerated incarceration
        incarnate incarnation incendiary incense incentive incentives inception incessant incest
        inch inches incidence incident incidental incidentally incidents incineration incision
        incite inciting incl inclination incline inclined include included includes including
        inclusion inclusive incognito incoherent income incomes incoming incomparable incompatible
        incompetence incompetent incomplete incomprehensible inconceivable inconclusive
        inconsiderate inconsistencies inconsistency inconsistent inconvenience inconvenient
        incorporate incorporated incorporates incorporating incorporation incorrect incorrectly
        increas increase increased increases increasing increasingly incredible incredibly
        incremental increments incriminating incubation incubator incumbent incumbents incur
        incurable incurred ind indebted indecent indeed indefinite indefinitely indentation indents
        independence independent independently independents inder indestructible index indexed
        indexes indexing india indian indiana indianapolis indians indias indicate indicated
        indicates indicating indication indications indicative indicator indicators indices
        indicted indictment indictments indicts indie indies indifference indifferent indigenous
        indignation indigo indirect indirectly indiscriminate indiscriminately indispensable
        indistinct indistinguishable individual individualism individuality individualized
        individually individuals indo indonesia indonesian indonesians indoor indoors induce
        induced induces inducing inducted induction inductions inductor inductors indulge
        indulgence indulgent indulging indus industrial industrialization industrialized industries
        industry indy ineffective inefficient ineligible ineos inept inequalities inequality inert
        inertia inevitable inevitably inexpensive inexperienced inexplicable inexplicably inf
        infallible infamous infancy infant infantry infants infarction infatuation infect infected
        infecting infection infections infectious infective infects infer inference inferior
        inferiors infernal inferno inferred infertility infestation infestations infested infesting
        infidelity infield infiltrate infiltrated infiltrates infiltrating infiltration infiltrator
        infiltrators infinite infinitely infinity infirmary inflamed inflammation inflammatory
        inflatable inflate inflated inflation inflection inflectional inflections inflict inflicted
        inflicting infliction influence influenced influencers influences influencing influential
        influenza influx info infographic inform informal informally informant informants
        informatics information informational informative informed informer informing informs
        infraction infractions infrared infrastructure infrequent infrequently infringe infringed
        infringement infringing infuriating infused infusion infusions ing ingenious ingenuity
        inger ingested ingestion ingle ingrained ingram ingredient ingredients ingrid inhabit
        inhabitants inhabited inhalation inhale inhaled inhaling inherent inherently inherit
        inheritance inherited inheritor inhibit inhibited inhibiting inhibition inhibitor
        inhibitors inhibitory inhibits inhuman inhumane inis initial initially initials initiate
        initiated initiates initiating initiation initiative initiatives inject injected injecting
        injection injections injectors injects injunction injunctions injure injured injuries
        injuring injury injustice injustices ink inked inks inland inlet inlets inline inmate
        inmates inn innate inner innes inning innings inno innocence innocent innocents innocuous
        innovate innovation innovations innovative innovator innovators inns innumerable inorganic
        inpatient input inputs inquest inquire inquiries inquiring inquiry inquisition inquisitive
        ins insane insanely insanity insatiable inscribed inscription inscriptions insect insects
        insecure insecurities insecurity insensitive inseparable insert inserted inserting
        insertion insertions inserts inset inside insider insiders insides insidious insight
        insightful insights insignia insignificant insist insisted insistence insistent insisting
        insists insofar insolvency insolvent insomnia inspect inspected inspecting inspection
        inspections inspector inspectors inspects inspiration inspirational inspirations inspire
        inspired inspires inspiring insta instability instagram install installation installations
        installed installing installment installments instalment instance instances instant
        instantaneous instantly instead instigated instill instinct instinctive instinctively
        instincts institut institute instituted institutes institution institutional
        institutionalized institutions instruct instructed instructing instruction instructional
        instructions instructive instructor instructors instructs instrument instrumental
        instrumentation instruments insufficient insula insular insularity insulate insulated
        insulates insulating insulation insulator insulators insulin insult insulted insulting
        insults insurance insure insured insurer insurers insurgency insurgent insurgents insuring
        insurmountable insurrection int intact intake intangible integer integers integral
        integrate integrated integrates integrating integration integrity intel intellect
        intellectual intellectually intellectuals intelligence intelligent intelligently intend
        intended intending intends intense intensely intensified intensifies intensify intensity
        intensive intent intention intentional intentionally intentions intents inter interact
        interacted interacting interaction interactions interactive interacts intercept intercepted
        interception interceptions interchange interchangeable interconnected intercontinental
        intercourse interdisciplinary interest interested interesting interestingly interests
        interface interfaces interfere interfered interference interferes interfering
        intergovernmental interim interior interiors interlocking interlude intermediary
        intermediate intermission intermittent intermittently intern internal internally
        international internationally internationals internet internment interns internship
        internships interpersonal interplay interpol interpret interpretation interpretations
        interpreted interpreter interpreters interpreting interpretive interprets interracial
        interrogated interrogation interrupt interrupted interrupting interruption interruptions
        interrupts intersect intersection intersections interspersed interstate interstellar
        intertwined interval intervals intervene intervened intervening intervention interventions
        interview interviewed interviewer interviewing interviews intestinal intestine intestines
        intimacy intimate intimately intimidate intimidated intimidating intimidation into
        intolerable intolerance intolerant intoxicated intoxication intra intracellular intravenous
        intrepid intricate intrigue intrigued intriguing intrinsic intrinsically intro introduce
        introduced introduces introducing introduction introductions introductory introspection
        intruder intruders intrusion intrusive intuition intuitions intuitive intuitively inundated
        invade invaded invader invaders invading invalid invalidate invaluable invariably invariant
        invasion invasions invasive invent invented inventing invention inventions inventive
        inventor inventories inventors inventory invents inverness inverse inversion inversions
        inverted inverts invest invested investigate investigated investigates investigating
        investigation investigations investigative investigator investigators investing investment
        investments investor investors invests invincible invisible invitation invitational
        invitations invite invited invites inviting invocations invoice invoices invoke invoked
        invoking involuntary involve involved involvement involves involving inward io ioc iodide
        iodine iolaus ion iona ione ionic ionising ionization ionizing ionosphere ionospheric ions
        ios iot ious iowa ipa ipad ipads iphone iphones ipl ipo ipod ips ipswich iqbal ira iran
        iranian iranians iraq iraqi iraqis iras irc ire ireland irene irie irina iris irises irish
        irishman irks irl irma iron ironic ironically ironing ironman irons irony irradiation
        irrational irregular irregularities irrelevant irreplaceable irresistible irrespective
        irresponsible irreversible irrigation irritable irritate irritated irritating irritation
        irs irvine irving irwin is isa isaac isaacs isaak isabel isabella isabelle isac isaiah isbn
        iselin isenberg ish isi isil isis isla islam islamabad islamic islamist islamists island
        islander islanders islands isle isles islington ism ismail isn isner isnt iso isolate
        isolated isolates isolating isolation isolator isomer isomers ison isothermal isotope
        isotopes isotopic isp isps israel israeli israelis israelites iss issa issac issuance issue
        issued issuer issuers issues issuing ist istanbul it ita italia italian italians italics
        italy itar itch itching itchy item items iterating iteration iterations iterator ithaca
        itinerary itis ito its itself itt itunes itv ivan ive iver ives ivf ivory ivy izzard izzie
        izzy jaan jab jace jack jackass jacked jacket jackets jackie jackman jackpot jacks jackson
        jacksonville jacob jacobs jacobson jacqueline jacques jada jade jades jae jaffa jag jagged
        jagger jaguar jaguars jaha jahn jai jail jailbreak jailed jails jaime jain jaipur jaja
        jakarta jake jakes jakob jala jalan jam jama jamaica jamaican jamal jame jameis jamel james
        jameson jamestown jamey jamie jamieson jamison jammed jamming jammu jams jan jana janata
        jane janeiro janes janet jang jangle janice janine janis janitor janner jansen janta
        january janus jap japa japan japanese jar jara jared jargon jarl jarrett jarring jarrow
        jars jarvis jase jasmine jason jasper jats jatt java javad javan javascript javi javier
        javy jaw jawa jaws jax jaxa jaxx jay jaya jaymes jayne jays jazeera jazz jazzy jealous
        jealousy jean jeane jeanette jeanne jeans jeb jed jedi jedward jeep jeering jeez jeff
        jefferson jeffery jeffrey jeffries jehan jehovah jekyll jell jelly jellyfish jemison jen
        jena jenkins jenn jenna jenner jennie jennifer jennings jenny jens jensen jenson jeon jeong
        jeopardize jeopardy jepson jeremiah jeremy jericho jerk jerking jerks jerky jerome jerry
        jersey jerseys jerusalem jess jesse jessica jessie jest jesuit jesuits jesus jet jeter jets
        jetson jetstar jettison jetty jew jewel jewellery jewelry jewels jewish jews jfk jhon jia
        jian jiang jig jiggle jigsaw jihad jill jillian jilted jim jimi jimmie jimmy jin jing
        jingle jinx jittery jiva jive joachim joad joan joanna joanne joaquin job jobe jobless jobs
        joby jocelyn jock jockey jodi jodie jody joe joel joes joey joeys joffrey jog jogging johan
        johann johanna johannes johannesburg johansen johansson john johnnie johnny johns johnson
        johnston johnstone johny join joined joining joins joint jointly joints jojo joke joked
        joker jokers jokes jokey joking jokingly jolie jolly jolt jolting joly jon jonah jonas
        jonathan jone jones jonesing jong joni jonny jons jonson jonsson jony joo joon jordan
        jordanian jorge jory jos jose josef josep joseph josephine josephs josey josh joshua josiah
        josie joss joule joules jour journal journalism journalist journalistic journalists
        journals journey journeys jours jousting joy joyce joye joyful joyous joys jozy jpeg jquery
        juan jubilation jubilee judah judaism judas judd jude judge judged judgement judgements
        judges judging judgment judgmental judgments judicial judiciary judith judo judy jug
        juggernaut juggle juggling juice juicer juices juicy jukebox jul jule jules julia julian
        julie julien juliet juliette julio julius july jumbo jump jumped jumper jumpers jumping
        jumps jumpsuit jun junction junctions juncture june jung junge jungle jungles junior
        juniors juniper junk junkie junkies juno junta jupiter jupiters jurassic juri juries
        jurisdiction jurisdictions jurisprudence juror jurors jury jus just justice justices
        justifiable justification justified justifies justify justifying justin justine juvenile
        juveniles juventus kabir kabul kachin kahn kai kail kain kaiser kal kalahari kalamazoo kale
        kali kalium kalo kam kamal kamala kamel kami kan kane kang kangana kangaroo kangaroos kanji
        kano kansas kant kanta kanye kaplan kapoor kappa kar kara karachi karan karaoke karate
        kardashian kareem karen karens kari karim karin karina karine karl karma karn karnataka
        kars kart kase kashmir kasia kastner kat kate katharine katherine kathleen kathmandu
        kathryn kathy katie kato katrina kats katt katy katz kaufman kava kavanaugh kawasaki kawhi
        kay kayak kayaking kaye kayla kazakhstan kean keane kearney keating keaton kebab kee keegan
        keel keeler keen keenan keener keenly keep keeper keepers keeping keeps keg kei keil keith
        kelis kell keller kelley kellogg kells kelly kelsey kelvin kelvins kemp kempton ken kendall
        kendra kendrick keng kennedy kennel kenner kenneth kenny kens kensington kent kentucky
        kenwood kenya kenyan kenyon keon kepler kept kerala keratin kerman kermit kern kernel
        kernels kerner kerns kerosene kerr kerrang kerry kershaw kersten kerstin kerwin kesler
        kessler ketchup keto kettle kettles kev kevin kew key keyboard keyboards keyes keynes
        keynote keyring keys keystone keyword keywords kfc kg kgb khaki khaled khalid khalifa
        khalil khan khartoum khin khmer khrushchev khz kia kiang kick kicked kicker kickers kicking
        kickoff kicks kickstarter kid kidd kidding kiddo kidnap kidnapped kidnappers kidnapping
        kidnaps kidney kidneys kido kids kieran kiev kiki kiko kikunae kilda kili kilimanjaro kill
        killam killed killer killers killian killing killings kills kiln kilo kilogram kilograms
        kilometer kilometers kilometre kilometres kilos kilowatt kilowatts kilt kim kimball
        kimberley kimberly kimi kimmel kimo kimpton kin kina kinase kind kinda kinder kindergarten
        kindle kindly kindness kindof kindred kinds kine kinematic kinetic kinetics king kingdom
        kingdoms kingdon kingpin kings kingsley kingston kini kink kinks kinky kinney kino kins
        kinship kiosk kip kira kirby kirk kirkland kiro kirsten kirstin kirsty kish kiss kissed
        kisses kissing kissinger kit kitchen kitchens kite kits kitted kittel kitten kittens
        kittery kittle kitty kiwi kiyo kkk klan klaus klay klein kleiner kling klopp kloss klum km
        kms knack knee kneecap kneecaps kneel kneeling knees knew knicks knife knight knights knit
        knitted knitting knives knob knobs knock knocked knocking knockout knocks knot knots know
        knowing knowingly knowledge knowledgeable knowles known knows knox knoxville knuckle
        knuckles koala kobe kobi koch kochi kochs kock koda kodak koh kohli kohn koi kolar kole
        kolkata kolo kombat komodo kone kong kongo kook kool koon kooning koop kopernik koran kore
        korea korean koreans kors kort kos kosh kosher kosovo koss koster kotor kotter kpop kraft
        kramer kravitz kree kremlin kress kris krishna kristen kristin kristina kroger kron krone
        kruger krum krypton kuala kuch kudos kuiper kuipers kull kumar kun kunar kung kurdish
        kurdistan kurds kurt kush kushner kuwait kwh kwon kyiv kyle kylie kylo kyoto kyrgyzstan
        kyrie kyung lab label labeled labeling labelled labelling labels lable labor laboratories
        laboratory laborers labour labourers labrador labs labyrinth lac lace laced laces lacey
        lack lacked lacking lackluster lacks lacrosse lactose lacy lad lada ladder ladders lade
        laden ladies ladner lads lady lafayette lag laga lage lager lagged lagging lago lagoon
        lagoons lagos lags laguna lahore lai laid lain lair laird lairs lake laker lakers lakes
        lakeside lakewood lakh lakhs lal lala lally lam lama lamar lamarck lamarcus lamarr lamb
        lambda lambert lamborghini lambs lame lament lamentation lamented laments lamer lames
        laminated lamond lamont lamp lampard lamps lan lana lanark lancashire lancaster lance
        lancelot lancer lancet land landed lander landes landfall landfill landing landings
        landline landlord landlords landmark landmarks landon landowner landowners landry lands
        landscape landscapes landscaping landslide lane lanes lang langdon lange langley langs
        language languages lanier lanka lankan lannister lans lansing lanta lantern lanterns lao
        laos lap lapa lapd laps lapse laptop laptops lara lard larder large largely larger largest
        largo lark larkin larry lars larsen larson larsson larva larvae larval las lasagna laser
        lasers lash lashed lashes lashing lashings lasing lass last lasted lasting lastly lasts lat
        lata latch late lately latency latent later lateral lates latest latex latham lather latin
        latina latino latinos latitude lats latte latter latterly lattice latvia latvian lau laude
        lauded lauder lauderdale laue lauer laugh laughable laughed laughing laughs laughter launch
        launched launcher launchers launches launching laundering laundries laundry laura laureate
        laurel lauren laurence laurent laurie lausanne lautenberg lava laval lavar lavas lave
        lavender laver lavish lavoisier law lawful lawfully lawless lawmaker lawmakers lawn
        lawnmower lawnmowers lawns lawrence laws lawson lawsuit lawsuits lawton lawyer lawyers lax
        laxton lay laye layed layer layered layering layers laying layoffs layout layouts lays
        lazard lazarus laze lazer lazier laziness lazy lbs lcd lds lea leach lead leader
        leaderboard leaders leadership leading leads leaf leafless leaflet leaflets leafs leafy
        league leagues leah leak leakage leake leaked leaker leakers leaking leaks leaky leal lean
        leander leaned leaner leaning leanne leans leap leaping leaps leapt lear learn learned
        learner learners learning learns learnt leas lease leased leases leash leashes leasing
        least leat leather leatherman leathers leathery leave leaved leaven leaver leavers leaves
        leaving lebanese lebanon leblanc lebo lebron lecture lectured lecturer lecturers lectures
        lecturing led leda ledge ledger leds lee leech leed leeds leering lees leeway left leftist
        leftists leftover leftovers lefty leg lega legacies legacy legal legality legalization
        legalize legalized legalizing legally lege legend legendary legends legg legged leggings
        legion legions legislate legislation legislative legislator legislators legislature
        legislatures legit legitimacy legitimate legitimately lego legon legos legs lehane lehigh
        lehman lehmann lehner lei leia leicester leicestershire leigh leighton leila leinster
        leipzig leis leisure leisurely leiter leith leitner leland lemire lemme lemming lemon
        lemonade lemons lemos lemur len lena lenard lend lender lenders lending lends lene leng
        lenght length lengths lengthy leni lenient lenin leningrad lennard lennon lennox lenny leno
        lenovo lens lense lenses lent lentils lenz leo leon leonard leonardo leonards leone
        leonhard leopard leopards leopold leos leotard leotards leprosy lerman lerner leroy les
        lesbian lesbians lesion lesions lesley leslie less lessen lesser lesson lessons lest lester
        let lethal leto lets letter lettering letterman letters letting lettuce leukemia leung lev
        leva levant level leveled leveling levelled levels lever leverage leveraged leveraging
        leverett levers levi leviathan levied levies levin levine levison levitation levy lew lewd
        lewis lex lexi lexical lexicon lexington lexus ley leys lgbt lgbtq liabilities liability
        liable liaison liam lian liane liang lianne liar liars lib libby libel liber liberal
        liberalism liberals liberate liberated liberating liberation liberia liberian liberians
        liberman libertarian libertarians liberties liberty libido librarian librarians libraries
        library libs libtards libya libyan lice licence licences license licensed licensee licenses
        licensing licht lick licked lickers licking licks lid liddle lids lie lieberman lied lien
        liens lier lies lieu lieutenant lieutenants life lifeboat lifeguard lifeless lifeline
        lifelong lifer lifespan lifestyle lifestyles lifetime lifetimes lift lifted lifter lifting
        lifts liga ligament ligaments ligand ligands ligation liger light lighted lighten
        lightening lighter lightest lighthouse lighting lightly lightness lightning lights
        lightweight ligne ligo ligon like likeable liked likelihood likely likened likeness likes
        likewise liking lil lila lilac lile lilies lille lilli lillian lilly lilo lilt lily lim
        lima limb limbo limbs lime limelight limerick limestone limestones limit limitation
        limitations limited limiting limitless limits limo limon limousine limp lin lina linares
        lincoln lincolnshire lind linda linde linden lindsay lindsey line lineage linear linebacker
        lined lineman linen liner liners lines lineup ling linger lingerie lingering lingo lings
        linguistic linguistics lining link linkage linke linked linkedin linking links linn
        linnaeus linne linnea linnet linney lino lins lint linus linux lion lionel lionesses lions
        lip lipid lips lipstick liquid liquidation liquidity liquids liquor lira lire lis lisa
        lisbon lise lish lisi lisle lisp liss list liste listed listen listened listener listeners
        listening listens lister listers listing listings lists lit lite liter literacy literal
        literally literary literate literature liters lithia lithic lithium lithosphere
        lithospheric lithuania lithuanian litigation litle litre litres litte litten litter
        littered little littler littles liturgical liturgy liu liv live lived livelihood
        livelihoods lively liven liver liverpool livers livery lives livestock livid livin living
        livingston livingstone livre liye liz liza lizard lizards lizzie lizzy llc lloyd llp lmao
        lmfao lndian lng load loaded loader loading loads loaf loan loaned loaner loans loathe
        loathing loaves lob lobb lobbied lobbies lobby lobbying lobbyist lobbyists lobe lobed lobes
        lobo lobs lobster lobsters loc local locale localities locality localization localized
        locally locals locate located locating location locations locator loch lock lockdown locke
        locked locker lockers lockhart lockheed locking lockout locks lockwood loco locomotive
        locomotives locus locust lode lodestone lodge lodged lodges lodging loeb loess loft loftus
        lofty log logan loge logged logging logic logical logically logie login logistic logistical
        logistics logo logos logs logue lohan lohr loin loins lois lok loke loki lol lola lolita
        lollipop lols lombard lombardi lon london londonderry lone loneliness lonely loner lonesome
        long longed longer longest longevity longing longitude longitudinal longo longs
        longstanding longtime loo looe look looked lookin looking lookout looks lool loom looming
        loomis looms loon looney loons loop loophole loopholes looping loops loopy loos loose
        loosely loosen loosened looser loosing loot looted looting loots lope lopez lord lorde
        lords lordship lore loren lorenzo loretta lori lorie loris lorna lorraine lorry los lose
        loser losers loses losing loss losses lossy lost lot loth lothian lotion lots lotta lotte
        lottery lotto lotus lou loud louder loudest loudly loui louie louis louisa louise louisiana
        louisville lounge loup louse lousy louth louts louvre lovable love loved lovelace loveland
        lovelock lovely lover lovers loves lovie lovin loving lovingly low lowe lowell lower
        lowered lowering lowers lowest lowland lowly lowry lows loyal loyalist loyalists loyalties
        loyalty loyola lps lsd lsu ltd lte luang lubbock lube lubricant lubrication luc luca lucas
        luce lucia lucian lucid lucidity lucie lucien lucifer lucille lucius luck luckiest luckily
        lucknow lucky lucrative lucy ludicrous ludlow ludwig lug lugar luge luggage lugo lugs lui
        luigi luis luise luiz luka lukaku lukas luke lukewarm lull lullaby lulu lumbar lumber
        lumbered lumen lumiere luminous lump lumps lumpur lun luna lunar lunatic lunch luncheon
        lunches lunchtime lund lune lung lunge lunges lungs lungu lunn lunt lupa lupus lure lured
        lurie luring lurk lurking luscious lush lust luster lute lutes luther lutheran luton lutz
        luv lux luxe luxembourg luxuries luxurious luxury luz lvl lyall lydia lyell lyft lying lyke
        lyle lyman lyme lymph lymphoma lyn lynch lynching lyndon lyng lynn lynne lynx lyon lyons
        lyric lyrical lyrics lyse maan maas mabel mable mac macaroni macarthur macau macbeth
        macbook macdonald mace macedonia macedonian mach machado mache machen machete machi machias
        machida machin machina machine machined machinery machines machining macho macintosh mack
        mackay mackenzie mackerel mackie mackin maclaine maclean macleod maclin macmillan macon
        macos macpherson macquarie macro macroeconomic macron macs macy mad madagascar madam madama
        madame madara madden madder maddie maddox made madeleine madeline mademoiselle mader madina
        madison madly madman madness madonna madras madrid mads mae maes maestro mafia mag maga
        magazin magazine magazines magda mage magenta maggie magic magical magically magician
        magicians magie magistrate magistrates magma magmas magmatic magmatism magna magnate
        magnesia magnesium magnet magnetic magnetics magnetism magnetite magneto magnetometer
        magnetoreception magnets magnificent magnified magnifying magnitude magnolia magnum magnus
        mags maguire magus mah mahal maharashtra mahatma mahe maher mahmoud mahogany mahone mahoney
        mai maia maid maidana maiden maids maidstone mail mailbox mailed mailing mails maim main
        maina maine mainframe mainland mainline mainly mains mainstay mainstream maint maintain
        maintained maintaining maintains maintenance mainz mair maire mais maison maitland maize
        maj majestic majesty majin major majority majors mak make makeover maker makers makes
        makeshift makeup makin making maks mal mala malacca maladministration malaga malaika malala
        malan malar malaria malarial malawi malawian malay malaya malaysia malaysian malcolm
        maldives male malek maler males maley malfunction mali malia malian malibu malice malicious
        malignant malik malin malina malky mall malle mallet mallory mallow malls mally malm
        malnutrition malo malone maloney malpractice mals malt malta maltese malting malton malu
        malware mam mama mamas mame mami mamie mamma mammal mammalia mammalian mammals mammary
        mammoth mamta man mana manafort manage manageable managed management manager managerial
        managers manages managing manana manchester manchin mancini mand manda mandarin mandate
        mandated mandates mandatory mandel mandela mander mandir mandy mane maneuver maneuvering
        maneuvers mang manga mangala manganese manger mangle mango manhattan manhood manhunt mani
        mania maniac manic manicure manifest manifestation manifestations manifested manifesting
        manifesto manifests manifold manila manipulate manipulated manipulating manipulation
        manipulative manitoba manitou mankind manly mann manna manned mannequin manner mannered
        mannering mannerism manners manning manny manoa manoeuvre manor manors manpower mans mansa
        mansfield mansion mansions manslaughter manson mansoor manta mantel manti mantis mantle
        mantled mantles manto mantra mantua manu manual manually manuals manuel manufacture
        manufactured manufacturer manufacturers manufactures manufacturing manure manuscript
        manuscripts manutius many manya manzoni mao maori map maple maples mapped mapping maps mar
        mara maracana maracas maran marana marano marant marathon marathons marble marbles marbury
        marc marca marcel marcelo march marched marches marchi marching marci marcia marciano
        marcie marcin marcion marco marconi marcos marcus marden mardi mare maree mares marfa
        marfan marg marga margaret margarita marge margie margin marginal marginalized marginally
        margins margo margot marguerite mari maria mariage mariah mariam marian mariana marianas
        mariani marianna marianne mariano marias marie mariel maries marietta marihuana marija
        marijuana marika marikana marikina marilla marilyn marimba marin marina marinara marinas
        marine mariner mariners marines marini marino marinus mario marion mariota maris marisa
        mariska marissa marit marita marital maritime maritza marius mariya marja marjorie mark
        marke marked markedly marker markers market marketable marketed marketers marketing
        marketplace markets markham markie marking markings markov marks markup markus marl marla
        marland marlboro marlborough marlena marlene marley marlin marlins marlon marlow marlowe
        marmara marmont marne marni marnie maro maron maroni maroon maroons marquee marquette
        marquez marquis marr marra marred marriage marriages married marries marring marriott
        marron marrone marrow marrs marry marrying mars marsala marsden marseille marsh marsha
        marshal marshall marshals marshes marshmallow marshmallows marsupial marsupials mart marta
        marte marth martha martial martian martians martin martina martine martinez martini martins
        martius marton marts marty martyn martyr martyrdom martyrs maru marv marvel marvellous
        marvelous marvin marwa marwan marx marxian marxism marxist mary marya maryann maryland
        marys mas masa mascara maschine mascot masculine masculinity mase maserati mash mashed
        mashes mashing masia mask masked masking masks mason masonic masonry masons masquerade mass
        massa massachusetts massacre massacred massacres massage massages masse masses masseur
        massey massing massive massively mast masta master mastercard masterchef mastered masterful
        mastering mastermind masterpiece masterpieces masters mastery masturbate masturbating
        masturbation mat mata match matched matches matching matchmaking matchup mate mateo mater
        materia material materialism materialistic materialize materially materials maternal
        maternity mates math mathematical mathematically mathematician mathematicians mathematics
        mather mathers matheson mathew mathews mathias mathieu maths matic matilda matin mating
        matrices matrix matron mats matt matta matte matteo matter mattered matters matthew
        matthews matthias mattress mattresses matty maturation mature matured maturing maturity mau
        maud maude maui maulana maule mauling maunder maur maureen maurice mauritius maury maus
        maverick mavericks mavs mawsim max maxi maxie maxim maxima maximal maxime maximise maximize
        maximizing maximo maxims maximum maximums maximus maxine maxis maxwell may maya mayan maybe
        maye mayer mayfair mayfield mayhem maynard mayo mayonnaise mayor mayoral mayors mays
        mayweather mazarin mazda maze mba mc mca mcallister mcbride mcc mccabe mccain mccall mccann
        mccarthy mccartney mcconnell mccormack mccormick mccoy mcdermott mcdonald mcdonalds
        mcdonnell mcdowell mcgee mcgill mcgovern mcgowan mcgrath mcgraw mcgregor mcguire mcintosh
        mcintyre mckay mckee mckenna mckenzie mckinley mckinney mckinnon mclain mclaren mclaughlin
        mclean mcleod mcmahon mcmanus mcmaster mcmillan mcnamara mcpherson mcqueen mcshane mcu mea
        mead meade meadow meadows meager meagher meal meals mean meander meandered meandering
        meanders meaner meanie meanies meaning meaningful meaningless meanings meanness means meant
        meantime meanwhile meares mears measles measly measurable measure measured measurement
        measurements measures measuring meat meatballs meatless meats meaty mecca meccano mech
        mechanic mechanical mechanically mechanics mechanism mechanisms med medal medalist
        medallion medallist medals meddle meddling media medial median mediate mediated mediation
        mediator medic medica medicaid medical medically medicare medication medications medici
        medicinal medicine medicines medics medieval medina mediocre mediocrity meditate meditating
        meditation meditations mediterranean medium mediums medley medrano meds medtronic medusa
        mee meech meehan meek meep meet meeting meetings meets meetup meg mega megan megane meghan
        meh mei meier meijer mein meine meisner meissner meister meitner mel melamine melancholy
        melancon melander melange melania melanie melanin melanoma melatonin melbourne mele melee
        meles melinda melissa mell mellon mellow melo melodic melodies melodrama melody melon
        melrose melt meltdown melted melting melts meltzer melville melvin member members
        membership memberships membrane membranes meme memes memo memoir memoirs memorabilia
        memorable memorandum memorial memorials memories memorize memorized memory memos memphis
        men mena menace menacing menander mend mende mended mendel mendeleev mendeleiev mendeleyev
        mendelian mendes mendez mendoza meng menin meningitis menlo menon menopause mens menses
        menstrual menswear ment mental mentality mentally mention mentioned mentioning mentions
        mentor mentoring mentors menu menus menzel menzies meow mep meps mer mercado mercantile
        mercato mercedes mercenaries mercenary mercer mercers merch merchandise merchandising
        merchant merchants mercia mercian merciful merciless merck mercure mercurio mercury mercy
        mere meredith merely merest merge merged merger mergers merges merging merica merida
        meriden meridian meridians merit meritorious merits merkel merkur merle merlin mermaid
        merman merrick merrill merrin merritt merry mers merseyside merton mertz meryl mes mesa
        mesh meshes meshing mesopotamia mesosphere mess message messages messaging messed messenger
        messengers messes messi messiah messing messner messy met meta metabolic metabolism
        metabolites metadata metal metall metallic metallica metallics metallo metals metamorphic
        metamorphism metamorphosis metaphor metaphorical metaphors metaphysical metaphysics
        metastatic meteor meteora meteoric meteorite meteorites meteorological meteorologist
        meteorologists meteorology meteoron meteors meter meters meth methadone methane methanol
        metheny method methodical methodist methodological methodologies methodology methods
        methuen methyl meticulous meticulously metre metres metric metrical metrics metro
        metropolis metropolitan metros mets mettle mettler meunier meuse mew mexican mexicano
        mexicans mexico meyer meyers mfa mgm mhz mia miami mian mic mica micah mice mich michael
        michaels michel michelangelo michele michelin michelle michie michigan mick mickey micky
        mico micro microbes microbial microbiology micrometer microorganisms microphone microphones
        microscope microscopic microscopy microsoft microwave microwaved microwaves mid midday
        middle middles middlesbrough middlesex middleton middletown middleweight midfield
        midfielder midfielders midget midi midian midland midlands midnight midori midst midsummer
        midterm midterms midtown midway midwest midwestern midwife midwives mifflin mig might
        mighty migraine migraines migrant migrants migrate migrated migrating migration migrations
        migratory miguel mika mike mikey mikhail miki mikolaj mil mila milan milani milano mild
        milder mildly mildred mile mileage miles milestone milestones miley milf milford milgram
        mili miliband milion militant militants militarily military militia militias milk milking
        milks milkshake milky mill millar milled millennia millennial millennials millennium miller
        millers millet milli millie milligrams millimeter millimeters milling million millionaire
        millionaires millions millionth mills milly milne milner milo milstein milt milton
        milwaukee mime mimetic mimi mimic mimicking mimics min mina minaj mince minced mind minded
        minder mindful mindfulness minding mindless minds mindset mindy mine minecraft mined miner
        mineral minerals miners minerva mines ming mingle minh mini miniature miniatures minim
        minimal minimalist minimally minimise minimize minimized minimizing minimum minimus mining
        minion minions minis miniseries minister ministerial ministers ministries ministry minivan
        mink minn minneapolis minnesota minnie mino minor minora minori minoris minorities minority
        minors minoru minos mins minsk minstrel mint minted minter mints minus minuscule minuses
        minute minutes minx mio mir mira miracle miracles miraculous miraculously mirage miranda
        miri miriam miron mirror mirrored mirroring mirrors mis misc miscarriage miscellaneous
        mischief mischievous misconception misconceptions misconduct misdemeanor mise miserable
        miserably misery misfits misfortune misguided mish mishap mishra misinformation
        misinterpreted mislead misleading misled mismanagement mismatch misogynistic misogyny
        misplaced misra misrepresentation miss missal missed misses missile missiles missing
        mission missionaries missionary missions mississippi missouri misspelled missy mist mista
        mistake mistaken mistakenly mistakes mistaking mister mistook mistral mistreat mistreated
        mistreatment mistress mistrial mistrust mistry misty misunderstand misunderstanding
        misunderstandings misunderstood misuse misused misuses mit mitch mitchell mite miter mites
        mitigate mitigated mitigating mitigation mitochondria mitochondrial mitogen mitosis mitra
        mitral mitsubishi mitt mittal mitten miui mix mixed mixer mixers mixes mixing mixtape
        mixture mixtures mla mlb mlle mlm mls mm mma mmm mmmm moa moan moaning moans moat mob mobi
        mobil mobile mobiles mobility mobilization mobilize mobilized mobs mobster moby mocha mock
        mocked mockery mocking mockingbird mocks mod moda modal mode model modeled modeling modell
        modelled modelling modelo models modem moderate moderated moderately moderates moderation
        moderator moderators modern modernism modernist modernity modernization modernize modes
        modest modestly modesty modi modification modifications modified modify modifying mods
        modular modulating modulation module modules moe moen moffat mogul mohamed mohammad
        mohammed mohawk mohr mohs moi moin moines moira moise moist moisture moisturizer mojave
        mojito mojitos mojo mol molar molars molasses mold molded molding moldova molds mole
        molecular molecule molecules moles molestation molested molester molina molitor molly
        molotov molson molt molten molting mom moment momentarily momentary momentous moments
        momentum momma mommas mommy momo moms mon mona monaco monarch monarchs monarchy monasteries
        monastery monastic moncton monday mondays monde mone monet monetary money mong mongo
        mongolia mongolian mongols moni monica monies moniker monique monitor monitored monitoring
        monitors monk monkey monkeys monks monmouth mono monochrome monogram monograms monograph
        monographs monolithic monologue monopole monopolies monopoly monotony monotremata monotreme
        monotremes monoxide monroe mons monsanto monsieur monson monsoon monsoons monster monsters
        monstrous mont monta montage montagu montague montana monte montenegro monterey montgolfier
        montgolfiers montgomery month monthly months montour montpelier montpellier montreal
        montrose monty monument monumental monuments moo mooc mood moods moody moog mook moon moone
        mooney mooning moonlight moons moor moore mooring moors moos moose moot mop mor mora moral
        morale morales morality morally morals moran moratorium moray morbid mord more moree morel
        moreno moreover mores morgan morgana morgue mori moria moriarty morison mork morley mormon
        mormons morn morne mornin morning mornings moroccan morocco moron moroni morons morose
        morph morphine morphological morphology morris morrison morrissey morrow mors morse morsel
        morsi mort mortal mortality mortals mortar mortars morte mortem mortgage mortgages mortimer
        morton mortuary morty mos mosaic moscow mose moser moses mosher mosley mosque mosques
        mosquito mosquitoes moss mosse most mostly mosul mot motel moth mother motherboard motherf
        motherfucker motherfuckers motherfucking motherhood motherland mothers moths motif motifs
        motion motions motivate motivated motivates motivating motivation motivational motivations
        motive motives motley moto motogp motor motorbike motorcycle motorcycles motoring motorist
        motorists motorized motorola motors motorsport motorsports motorway motown mots mott
        mottling motto mou mould moulded moulding mouldings moulin moult moulting moulton mound
        mounds mount mountain mountainous mountains mounted mounties mounting mountings mounts
        mourinho mourn mourning mous mousa mouse mouser mousse moustache mousy mouth mouthed
        mouthful mouthing mouthpiece mouths movable move moved movement movements mover movers
        moves movie movies movin moving mow mowed mower mowers mowing mown moxon moyer moyes
        mozambique mozart mozilla mozzarella mpg mph mps mr mri mris mrna mrs msc msg msm msnbc msp
        msu mt mtg mtor mtv mubarak much muck mucus mud mudder muddle muddy mueller muffin muffins
        muffled mug mugabe mugs muhammad muir mulberry mulder mule mules mull mullen muller mullet
        mulligan mulling mullins multi multicultural multiculturalism multidisciplinary
        multilateral multilingual multimedia multimeter multinational multiplayer multiple
        multiples multiplication multiplied multiplier multiply multiplying multitude mum mumbai
        mumford mummy mums mun munch mundane mundo mung muni munich municipal municipalities
        municipality munitions munro munson munster muon muppet muppets mural murals murder
        murdered murderer murderers murdering murderous murders murdoch murdock murica muriel
        murine murky murphy murray murrow murs mus musa muscle muscled muscles muscular muse muses
        museum museums mush mushroom mushrooms music musical musically musicals musician musicians
        musk muslim muslims mussels mussolini must mustache mustafa mustang mustangs mustard muster
        mustered mutant mutants mutated mutation mutations mute muted mutilated mutilation muting
        mutiny mutton mutual mutually muzzle mvp myanmar myers mykola myles myoglobin myra myriad
        myrtle myself myspace mysteries mysterious mysteriously mystery mystic mystical mysticism
        mystique myth mythic mythical mythological mythology myths naacp naas nab naca nace nach
        nacho nacional nack nacl naco nada nadal nadella nadia nadine nadu nafta nag naga nagar
        nagasaki nagging nagle nah naha naia nail nailed nailing nails nain nairobi naive naka
        nakamura naked nala nally nam nama name named nameless namely names namesake namibia naming
        namur nan nana nancy nand nang nanite nanjing nanny nano nanometer nanoparticles
        nanotechnology nantwich naomi nap napa napalm napier napkin napkins naples napoleon napoli
        napping naps nara narcissism narcissist narcissistic narcotic narcotics narendra narine
        narrated narration narrative narratives narrator narrow narrowed narrower narrowing
        narrowly narrows nars naruto nas nasa nasal nasb nascar nascent nasd nasdaq nash nashville
        nasi nasional nasl naso nasr nass nassau nasser nast nasty nasu nat nata natal natalia
        natalie natasha nate nathan nathaniel nation national nationale nationalism nationalist
        nationalistic nationalists nationalities nationality nationally nationals nations
        nationwide native natives nativity natl nato nats natter natural naturalist naturally
        nature natured naughty naumann nausea nauseous nautical nav nava navajo naval navarro nave
        navigate navigating navigation navigational navigator navy naw nawa nawaz nay naya nazareth
        nazi nazionale nazis nazism nba nbc nbsp ncaa ncis nda ndp ne nea neal near nearby nearer
        nearest nearing nearly nearness nears neat neater neatly neatness neave nebraska nebula
        nebulae nebulas nebulous nec necessarily necessary necessities necessity neck necklace
        necklaces necks nectar ned nee need needed needing needle needles needless needlessly needs
        needy neel nefarious nega negate negative negatively negatives negativity neglect neglected
        neglecting negligence negligent negligible negotiable negotiate negotiated negotiating
        negotiation negotiations negotiator negro negroes nehru neighbor neighborhood neighborhoods
        neighboring neighbors neighbour neighbourhood neighbourhoods neighbouring neighbours neil
        neill neiman nein neither nel nell nellie nelly nels nelson nemesis nemo neo neoliberal
        neolithic neologism neon neonatal neos nepal nepali nephew nephews neptune neptunes nerd
        nerds nerdy nero nerv nerva nerve nerves nervous nervously nervousness nervy nes nesn ness
        nest nested nesting nestle nestled nests net netanyahu netball netflix nether netherlands
        nets netted netting nettle network networked networking networks neuman neumann neural
        neuro neurological neurologist neurology neuron neuronal neurone neurons neuroscience
        neurotic neutral neutrality neutralize neutrino neutron neutrons neuve nev nevada neve
        never nevermind nevertheless nevil neville nevins new newark newbie newborn newborns
        newbury newcastle newcomb newcombe newcomen newcomer newcomers newell newer newest newfound
        newfoundland newland newly newman newport news newsletter newsmen newsome newson newspaper
        newspapers newsroom newsweek newt newton newtons newtown nexon next nexus neyland neymar
        nfc nfl ngo ngos nguyen nhl nhs nia niagara niall nib nic nicaragua nice nicely nicer
        nicest niche niches nicholas nicholls nichols nicholson nick nickel nickelodeon nickels
        nicki nicklas nicklaus nickname nicknamed nicknames nickolas nicks nicky nico nicola
        nicolae nicolai nicolas nicolaus nicole nicotine nidal nido niece nieces niel niels nielsen
        niemann nietzsche nifty nigel niger nigeria nigerian nigerians nigga niggas nigger nigh
        night nightclub nightclubs nightfall nightingale nightlife nightly nightmare nightmares
        nights nighttime nih nik nike niki nikita nikki niklaus niko nikola nikolai nikolaj
        nikolaos nikolas nikolaus nikolay nikon nil nile niles nils nimble nimes nina nine niner
        nineteen nineteenth nineties ninety ning ninh nini ninja ninjas nino ninos ninoy nintendo
        ninth nip nipple nipples niro nirvana nisa nish nissan nit nite nito nitrate nitro nitrogen
        nix nixon nmr no noaa noah nobel nobility noble nobleman nobles nobodies nobody noch nock
        nocturnal nocturne nod noda nodded nodding node nodejs nodes nods noel noes noir noise
        noises noisy nokia nola nolan noland nole nom nomad nomadic nomads nome nomenclature
        nominal nominally nominate nominated nominating nomination nominations nominee nominees non
        none nonetheless nonexistent nonfiction nonlinear nono nonprofit nonprofits nonsense
        nonsensical nonstop nonviolent noodle noodles nook noon noone noor noose noot nope nor nora
        noradrenaline norah nord nordic nordstrom nore norepinephrine norfolk norges norm norma
        normal normalization normalize normalized normally norman normandy normative norms norris
        norse norte north northampton northbound northeast northeastern norther northerly northern
        northerner northmen northrop norths northumberland northward northwest northwestern norton
        norway norwegian norwich norwood nos nose nosed noses nosey nosh nostalgia nostalgic
        nostrils nosy not notable notably notary notation notch notched note notebook notebooks
        noted notes noteworthy noth nother nothin nothing notice noticeable noticeably noticed
        notices noticing notification notifications notified notify notifying noting notion
        notional notions notoriety notorious notoriously notre nots nottingham nottinghamshire
        notwithstanding noun nouns nour nourishment nous nouveau nov nova novak nove novel novelist
        novelists novella novels novelty november novice novo now nowadays nowe nowhere noyes
        nozzle npc npr nps nra nrc nris nrl nsa nsf nsfw nsw nuance nuanced nuances nuclear
        nuclease nuclei nucleic nucleon nucleotide nucleus nude nudes nudge nudity nugent nugget
        nuggets nuisance nuke nukes null nullity num numan numb number numbered numbering numbers
        numbs numerals numeric numerical numerous nun nunes nung nunnery nuno nuns nuremberg nuri
        nurse nursed nurseries nursery nurses nursing nurture nurtured nurturing nusa nut nutella
        nutmeg nutrient nutrients nutrition nutritional nutritious nuts nutshell nutty nvidia nxt
        nyc nye nylon nylons nymph nympho nymphs nypd nyse nyt nyu oahu oak oakes oakland oakley
        oaks oakville oaky oars oasis oates oath oatmeal oats obama obamacare obedience obedient
        obese obesity obey obeyed obeying obi obituary object objected objection objectionable
        objections objective objectively objectives objectivity objects obligated obligation
        obligations obligatory oblige obliged oblique obliquely obliquity obliterated oblivion
        oblivious obnoxious obscene obscure obscured obscurity observable observance observant
        observation observational observations observatory observe observed observer observers
        observes observing obsessed obsessing obsession obsessive obsolete obstacle obstacles
        obstetrics obstruct obstructed obstructing obstruction obtain obtainable obtained obtaining
        obtains obtuse obvious obviously occasion occasional occasionally occasions occult
        occupancy occupant occupants occupation occupational occupations occupied occupies occupy
        occupying occur occurred occurrence occurrences occurring occurs ocd ocean oceana oceania
        oceanic oceans ocho oclock oct octagonal octane octave octavia october octopus oculus oda
        odd oddly odds ode oden odes odessa odi odin odinga odium odor odyssey oecd oeil oem
        oesophageal oesophagus of ofc ofcourse off offence offences offend offended offender
        offenders offending offends offense offenses offensive offer offered offering offerings
        offers office officer officers offices official officially officials officiating offline
        offs offseason offset offshoot offshore offside offspring oft often oftentimes ofthe ogden
        ogre ohh ohhh ohio ohm oil oiled oilers oils oily oink ointment oise okay okc okinawa
        oklahoma ola olaf olan olay old olden older oldest oldham oldies olds ole olean oleander
        oleg olfaction olfactory olga olio oliphant olive oliver olives olivia olivier ollie olsen
        olson olympia olympian olympians olympic olympics olympus omaha oman omar ombudsman omega
        omen omg ominous omission omissions omit omitted omni omnibus omnivore omnivores on onboard
        once oncology oncoming one oneplus ones oneself ong ongoing onion onions online only ono
        ons onscreen onset onshore onslaught onstage ont ontario onto ontological onus onward
        onwards onyx oof ooh ooo oooh oop oops oort oozing opal opaque opec open opened opener
        opening openings openly openness opens opera operas operate operated operates operating
        operation operational operations operative operatives operator operators opine opinion
        opinions opioid opioids opium oppa opponent opponents opportunistic opportunities
        opportunity oppose opposed opposes opposing opposite opposites opposition oppositions
        oppress oppressed oppression oppressive oprah ops opt opted opti optic optical optics
        optimal optimism optimist optimistic optimization optimize optimized optimizing optimum
        optimus opting option optional options opus or ora oracle oral orally oram orang orange
        oranges orangey orangutan orangutans oranje orb orbit orbital orbiting orbits orc orchard
        orchards orchestra orchestral orchestrated orchid orchids orcs ordained ordeal order
        ordered ordering orderly orders ordinance ordinances ordinarily ordinary ordination
        ordnance ore oregon oren org organ organic organically organisation organisational
        organisations organise organised organiser organisers organising organism organisms
        organization organizational organizations organize organized organizer organizers organizes
        organizing organs orgasm orgasms orgy ori oriana oricon orient oriental orientation
        oriented origami origi origin original originality originally originals originate
        originated originates originating origins oriole orioles orion oris orkney orks orlando
        orleans ornament ornamental ornaments ornate ornstein orochi oroville orphan orphanage
        orphaned orphans orr orson orta ortega orth orthodox orthodoxy orthogonal orthopedic ortiz
        orton oru orville orwell osaka osama osborn osborne osbourne oscar oscars osha osiris oslo
        oss ost ostensibly osteoporosis oster ostrich ostriches osu oswald otc othello other others
        otherwise otis ott ottawa otten otter otters otto ottoman ottomans ouch ought ounce ounces
        our ours ourselves ouse ousted ouster ousting out outage outages outback outbound outbreak
        outbreaks outburst outbursts outcast outcome outcomes outcry outdated outdoor outdoors
        outed outer outfield outfielder outfit outfits outfitted outflow outgoing outing outings
        outlandish outlaw outlawed outlaws outlet outlets outline outlined outlines outlining
        outlook outlying outnumber outnumbered outpatient outperform outpost outposts output
        outputs outrage outraged outrageous outreach outright outs outset outside outsider
        outsiders outskirts outsourced outsourcing outspoken outstanding outta outward outwardly
        outwards outweigh ova oval ovarian ovaries ovation oven ovens over overall overalls
        overarching overboard overcame overcast overcome overcoming overcrowded overcrowding
        overdose overdrive overdue overeat overflow overflowing overgrown overhaul overhead
        overheard overheating overkill overland overlap overlapping overlay overload overloaded
        overlook overlooked overlooking overlooks overlord overly overnight overpowered
        overpowering overpriced overrated overreacting override overriding overruled overrun overs
        oversaw overseas oversee overseeing overseen oversees overshadowed oversight oversized
        overt overtake overtaken overtaking overthrow overthrown overtime overtly overtook overture
        overturn overturned overuse overview overwatch overweight overwhelm overwhelmed
        overwhelming overwhelmingly overworked oviposition ovulation owe owed owen owens owes owing
        owl owls own owned owner owners ownership owning owns oxbow oxen oxford oxfordshire
        oxidation oxidative oxide oxides oxygen oxytocin oyster oysters ozil ozone ozzy paak paar
        pablo pac paca pace paced pacer pacers paces pacific pacifica pacifico pacified pacifier
        pacifism pacifist pacify pacing pack package packaged packages packaging packard packed
        packer packers packet packets packing packs paco pacquiao pacs pact pad padded padding
        paddington paddle paddock paddy padilla padre padres pads paella pagan page pageant
        pageants pager pages pai paid paige paik pail pain paine painful painfully painkillers
        painless pains paint paintball painted painter painters painting paintings paints pair
        paired pairing pairings pairs paisley pajamas pak pakistan pakistani pakistanis paks pal
        palace palaces paladin palais palatable palate palates palazzo pale paleo paler palermo
        pales palestine palestinian palestinians palette palin pall palladium pallet palliative
        pally palm palmer palms palo palpable pals palsy pam pamela pamper pamphlet pamphlets pan
        panacea panama panasonic pancake pancakes pancras pancreas pancreatic panda pandas pandemic
        pander pandering pandora pane paneer panel panels pang pangaea pangea panic panicked
        panicking panned panorama panoramic pans pant panter pantheon panther panthera panthers
        panties panting pantomime pantone pantry pants pao paolo pap papa papacy papal paparazzi
        pape papel papen paper paperback papers paperwork papery papi papier papilla papua par para
        parable parachute parachuted parachutist parade parades paradigm paradise paradox paragon
        paragraph paragraphs paraguay parallax parallel parallels paralympic paralympics paralysis
        paralyzed paramedic paramedics parameter parameters paramilitary paramount parana paranoia
        paranoid paranormal paraphrase parasite parasites parasitic parcel parcels parchment pardon
        pardoned paredes parent parental parentheses parenthood parenting parents pares pareto
        paris parish parishes parishioners parisian parity park parked parker parking parkinson
        parkland parks parkway parl parlement parliament parliamentary parliaments parlor parlour
        parma parmesan parochial parody parole paroles parr parramatta parrish parrot parrots parry
        pars parse parsley parsons part partake parted parter parth partial partially participant
        participants participate participated participates participating participation
        participatory particle particles particular particularly particulars particulate parties
        parting partisan partisans partition partitions partly partner partnered partnering
        partners partnership partnerships parton partridge parts party partying parva pas pasa
        pasadena pascal pasha paso pass passage passages passed passenger passengers passer passes
        passin passing passion passionate passionately passions passive passively passover passport
        passports password passwords past pasta paste pasted pastel pastels pastes pasteur pastime
        pasting pastor pastoral pastors pastries pastry pasture pastures pat patch patched patches
        patchwork pate patel patella patellar patent patented patents pater paternal paternity
        paterson path pathetic pathfinder pathogen pathogens pathological pathologist pathology
        paths pathway pathways patiala patience patient patiently patients patio patreon patriarch
        patriarchal patriarchy patrice patricia patrick patriot patriotic patriotism patriots
        patrol patrolling patrols patron patronage patrons pats patsy patt patter pattern patterned
        patterns patterson patti patton patty pau paul paula paulie pauline paulo paulson pauper
        pause paused pauses pausing pave paved pavel pavement paver pavilion paving paw pawn pawns
        paws pax paxton pay payable payback paycheck payday payer payers paying payload payment
        payments payne payoff payout payouts paypal payroll pays payton paz pbs pcb pci pcr pcs pct
        pdf pdp pdt pea peabody peace peaceful peacefully peacekeeping peacetime peach peaches
        peacock peak peaked peaking peaks peal peanut peanuts pear pearce pearl pearls pears
        pearson peart peary peas peasant peasants peasy peat peay pebble pebbles peck peculiar
        pedagogical pedagogy pedal pedals peddling pedestal pedestrian pedestrians pediatric
        pediatrician pediatrics pedigree pedometer pedophile pedophiles pedophilia pedro pee peed
        peeing peek peel peeled peeling peep peeps peer peering peers peg pegasi pegasus pegged
        peggy pegs pei peking pele pelican pelicans pell pella pellet pellets pelosi pelt pelvic
        pelvis pembroke pen pena penal penalized penalties penalty penance pence penchant pencil
        pencils pendant pender pending pendleton pendulum penelope penetrate penetrated penetrating
        penetration penetrator peng penguin penguins penicillin peninsula penis penises
        penitentiary penn penned penner pennies pennsylvania penny pens pensacola pense pension
        pensioners pensions pentagon penthouse pentland penultimate peon people peopled peoples
        peoria pep pepa pepe pepper peppermint pepperoni peppers pepsi peptide peptides per pera
        perceive perceived percent percentage percentages percentile percents perception
        perceptions perceptive perch perched percolate percolating percolation percolator
        percussion percy peregrine perennial peres perez perfect perfected perfecting perfection
        perfections perfective perfectly perforated perforation perforations perform performance
        performances performed performer performers performing performs perfume perfumes perhaps
        peri peril perilous perils perimeter period periodic periodical periodically periodicals
        periods peripheral periphery peris perish perished perjury perk perkins perks perm
        permafrost permanent permanently permeation permian permissible permission permissions
        permit permits permitted permitting permutation pern peroxide perpendicular perpetrated
        perpetrator perpetrators perpetual perpetually perpetuate perpetuated perpetuating
        perplexed perrin perrine perry persecuted persecution perseverance persia persian persians
        persist persisted persistence persistent persistently persists person persona personal
        personalised personalities personality personalized personally personnel persons
        perspective perspectives perspiration persuade persuaded persuading persuasion persuasive
        pertain pertaining pertains perth pertinent peru peruvian pervasive perverse pervert
        perverted pes peshawar pesky peso pesos pessimistic pest pester pesticide pesticides pests
        pet peta petal petals petar pete peter peterborough peters petersburg petersen peterson
        petit petite petition petitioned petitions petr petra petri petrified petrol petroleum pets
        petting petty peugeot peuple pew peyton pfizer pga ph phantom phar pharaoh pharma
        pharmaceutical pharmaceuticals pharmacies pharmacist pharmacists pharmacology pharmacy
        pharrell phase phased phases phasing phd pheasant phelps phenomena phenomenal phenomenon
        phenotype phew phi phil phila philadelphia philanthropic philanthropist philanthropy
        philharmonic philip philippe philippine philippines philips phill phillies phillip phillips
        philly philo philosopher philosophers philosophical philosophies philosophy philp phils
        phin phnom phobia phoebe phoenix phone phoned phones phonetic phonograph phony phosphate
        phosphorus phosphorylation photo photograph photographed photographer photographers
        photographic photographing photographs photography photon photons photos photoshop
        photoshopped photosphere photosynthesis photosynthetic photovoltaic php phrase phrases
        phrasing phuket phyllis physical physically physician physicians physicist physicists
        physics physiological physiology physique pi pia pianist piano pianos piazza pic picard
        picasso piccadilly piccolo pice pick picked pickens picker pickering pickers picket pickets
        pickett picking pickle pickled pickles picks pickup pickups picky picnic pico pics
        pictorial picture pictured pictures picturesque pie piece pieces pied piedmont piel pier
        pierce pierced piercing piercings piero pierre piers pierson pies pietro piety pig pigeon
        pigeons piggy pigment pigmentation pigments pigs pikachu pike pila pilate pilates pile
        piled piles pilgrim pilgrimage pilgrims pili piling pill pillar pillars pillow pillows
        pills pilot piloted piloting pilots pils pimp pims pin pina pinal pinball pincer pinch
        pinched pinching pinder pine pineapple pines ping pings pini pink pinker pinko pinks pinky
        pinnacle pinned pinner pinning pino pinot pinpoint pins pint pinter pinterest pinto pints
        pinus pion pioneer pioneered pioneering pioneers pious pip pipa pipe piped pipeline
        pipelines piper pipes piping pips piracy pirate pirates pisa pish piss pissed pisses
        pissing pistil pistol pistols piston pistons pit pita pitbull pitch pitched pitcher
        pitchers pitches pitchfork pitching pitfalls pitiful pits pitt pittance pitted pitter
        pitting pittsburgh pituitary pity pius pivot pivotal pivoted pixar pixel pixels pixie pizza
        pizzas pking pkk pla place placebo placed placement placements placenta placer places
        placid placing plage plagiarism plague plagued plagues plaid plain plainly plains plaintiff
        plaintiffs plaits plame plan planar planck plane planed planer planes planet planetary
        planets plank planks plankton planned planner planners planning plans plant planta
        plantation plantations plante planted planter planters planting plants plaque plaques
        plasma plaster plastered plastic plastics plat plata plate plateau plateaus plated platelet
        platelets platen plater plates platform platforms plath plating platinum platitudes plato
        platonic platoon plats platt platte platter platts platypus platypuses platz plausible play
        playa playable playback playbook playboy played player players playful playground
        playgrounds playhouse playhouses playin playing playlist playlists playmobil playoff
        playoffs plays playstation playtime playwright plaza plc plea plead pleaded pleading pleads
        pleas pleasant pleasantly please pleased pleaser pleases pleasing pleasurable pleasure
        pleasures pledge pledged pledges pledging pleistocene plenary plentiful plenty ples
        plethora plight plot plots plotted plotting plough plow ploy pls pluck plucked plug plugged
        plugging plugin plugins plugs plum plumb plumber plumbers plumbing plume plump plums
        plunder plunge plunged plunging plur plural plurality plus plush pluto pluton plutonium ply
        plying plymouth plywood plz pms pneumatic pneumonia png poached poaching poc poch pock
        pocket pockets pocky pod podcast podcaster podcasts poder podiatric podiatrist podiatry
        podium pods poe poem poems poeple poet poetic poetry poets pogba pogrom poignant point
        pointe pointed pointer pointers pointing pointless points pointy poise poised poison
        poisoned poisoning poisonous poisons poke poked pokemon poker pokes poking pol pola poland
        polar polaris polarised polarity polarization polarize polarized polaroid polaroids pole
        poles polestar poli police policeman policemen policies policing policy policymakers polio
        polis polish polished polishing polit polite politely political politically politician
        politicians politico politics polito polk polka poll pollan pollard polled pollen polley
        pollination polling pollo pollock polls pollster pollutants polluted polluting pollution
        polly polo polonium polos pols poly polyester polyethylene polygamy polygon polymer
        polymers polynomial polystyrene polytechnic polythene pom pompeii pompey pompous pond
        ponder pondering ponds pone pong pongo ponies pons pont pontiac pontoon pontoons pony
        ponytail poo poodle pooh pool poole pooled pooley pooling pools poon poop pooping poor
        poorer poorest poorly poot poots pop popa popcorn pope popes poplar poplars popped popper
        popping poppy pops populace popular popularity popularly populated population populations
        populism populist populous por porcelain porch pore pores pork porn pornhub porno
        pornographic pornography porous porridge porsche port porta portable portage portal portals
        porte ported portents porter portfolio portfolios porth portion portions portland portman
        porto porton portrait portraits portray portrayal portrayed portraying portrays ports
        portsmouth portugal portuguese pos pose posed poseidon poser poses posh posing position
        positional positioned positioning positions positive positively positives positivity
        positron poss posse possess possessed possesses possessing possession possessions
        possessive possibilities possibility possible possibly post postage postal postcard
        postcards postcode postdoctoral posted poster posterior posters postgraduate posting
        postings postman postmaster postmodern postpartum postpone postponed postponement posts
        postseason posture postwar pot potassium potato potatoes pote potency potent potential
        potentially potentials potion potions potomac pots potter pottery potts potty potus pouch
        poultry pound pounded pounding pounds pour poured pouring pours pouting pov poverty pow
        powder powdered powders powdery powe powell power powered powerful powerfully powerhouse
        powering powerless powerpoint powers pox ppc ppg ppl ppm ppp ppv practical practically
        practice practiced practices practicing practise practised practising practitioner
        practitioners prada pradesh pragmatic prague prairie praise praised praises praising pram
        prance prank pranks prasad prater prather pratt pray prayed prayer prayers praying prays
        prc pre preach preached preacher preachers preaching precarious precaution precautionary
        precautions preceded precedence precedent precedes preceding precinct precincts precious
        precipitate precipitated precipitates precipitating precipitation precise precisely
        precision preclude precursor precursors predator predators predatory predecessor
        predecessors predetermined predicament predicated predict predictable predictably predicted
        predicting prediction predictions predictive predictor predicts predominant predominantly
        preds pree preece preen preface prefect prefecture prefer preferable preferably preference
        preferences preferential preferred preferring prefers prefix pregnancies pregnancy pregnant
        prehistoric prejudice prejudiced prejudices preliminary prelude prem premature prematurely
        premeditation premier premiere premiered premieres premiers premiership premise premises
        premium premiums prenatal prentice preoccupied preorder prep prepaid preparation
        preparations preparatory prepare prepared preparedness prepares preparing preposition
        prepositions preposterous prepping preps prequel prerequisite prerogative pres presbyterian
        preschool prescott prescribe prescribed prescribing prescription prescriptions preseason
        presence present presentation presentations presented presenter presenters presenting
        presently presents preservation preserve preserved preserves preserving presi preside
        presided presidency president presidential presidents presiding presley press presse
        pressed presses pressing pressure pressured pressures pressuring pressurized prest prestige
        prestigious preston presumably presume presumed presumption pretend pretended pretending
        pretends pretense pretentious pretext pretoria prettier prettiest pretty pretzel prevail
        prevailed prevailing prevails prevalence prevalent prevent preventable preventative
        prevented preventing prevention preventive prevents preview previews previous previously
        prey preys pri price priced priceless prices pricey pricing prick prickles prickly pricks
        pride prided prides pried priest priesthood priests prim prima primal primaries primarily
        primary primate primates prime primed primer primes primetime primitive primo primordial
        prince princes princess princesses princeton principal principally principals principle
        principled principles pring prins print printed printer printers printf printing prints
        prior priorities prioritize priority priory pris priscilla prise prism prison prisoner
        prisoners prisons pristine pritchard prius privacy private privately privatisation
        privatization privilege privileged privileges privy prix prize prized prizes pro proactive
        prob probabilities probability probable probably probate probation probe probert probes
        probing problem problematic problems proc procedural procedure procedures proceed proceeded
        proceeding proceedings proceeds process processed processes processing procession processor
        processors proclaim proclaimed proclaiming proclamation proctor procure procured
        procurement prod prodigy produce produced producer producers produces producing product
        production productions productive productivity products prof profanity professed profession
        professional professionalism professionally professionals professions professor professors
        proficiency proficient profile profiled profiles profiling profit profitability profitable
        profits profound profoundly profusely prog progeny progesterone prognosis program programa
        programed programm programmable programme programmed programmer programmers programmes
        programming programs progress progressed progresses progressing progression progressive
        progressively progressives prohibit prohibited prohibiting prohibition prohibits project
        projected projectile projectiles projecting projection projections projector projects
        projekt projet proletariat proliferation prolific prolly prologue prolong prolonged prom
        promenade prometheus prominence prominent prominently promise promised promises promising
        promo promos promote promoted promoter promoters promotes promoting promotion promotional
        promotions prompt prompted prompting promptly prompts promulgated pron prone pronoun
        pronounce pronounced pronouns pronunciation proof proofs prop propaganda propagate
        propagated propagation propane propel propelled propeller propensity proper properly
        properties property prophecies prophecy prophet prophetic prophets proponent proponents
        proportion proportional proportionate proportions proposal proposals propose proposed
        proposes proposing proposition propositions propped proprietary proprietor props propulsion
        pros prose prosecute prosecuted prosecuting prosecution prosecutions prosecutor prosecutors
        prospect prospective prospects prospectus prosper prosperity prosperous prostate prosthetic
        prostitute prostitutes prostitution protagonist protagonists protec protect protected
        protecting protection protections protective protector protectors protects protein proteins
        protest protestant protestants protested protester protesters protesting protestors
        protests prothero proto protocol protocols proton protons prototype prototypes protracted
        protruding proud proudly prove proved proven provenance provence proverb proverbial
        proverbs proves provide provided providence provider providers provides providing province
        provinces provincial proving provision provisional provisions provocation provocative
        provoke provoked provoking provost prowess proxies proxima proximal proximate proximity
        proxy prude prudence prudent prudential pruning prussia prussian pry pryde pryor psa psalm
        psalms pseudo pseudonym psg psi psn psp pst psu psych psyche psychedelic psychiatric
        psychiatrist psychiatrists psychiatry psychic psycho psychoanalysis psychological
        psychologically psychologist psychologists psychology psychopath psychosis psychotherapy
        psychotic pta ptolemy pts ptsd pty pub puberty pubic publ public publication publications
        publicist publicity publicized publicly publish published publisher publishers publishes
        publishing pubs puck pudding puddle puddles pueblo puerta puerto puff puffs puffy pug puget
        puig puja puke pula puli pulitzer pull pulled pullen pulliam pulling pullman pulls
        pulmonary pulp pulpit puls pulsar pulsars pulse pulses puma pump pumped pumping pumpkin
        pumpkins pumps pun puna punch punched punches punching punctuated punctuation puncture
        punctured pundit pundits pune punish punishable punished punishing punishment punishments
        punitive punjab punjabi punk punks puns punt punter pup pupa pupae pupal pupil pupils
        puppet puppets puppies puppy pups pura purcell purchase purchased purchaser purchasers
        purchases purchasing purdue pure purely purest purgatory purge purged puri purification
        purified purify puritan purity purl purple purported purportedly purpose purposeful
        purposefully purposely purposes purring purse purser purses pursuant pursue pursued pursues
        pursuing pursuit pursuits pus push pushed pushes pushing pushy puss pussies pussy put puta
        puter putin putnam puto puts putt putting puzzle puzzled puzzles puzzling pvc pvp pvt pyar
        pyle pylon pyongyang pyramid pyramids pythagoras pythagorean python qaeda qatar qin qing
        qld qomolangma qpr qr quack quad quadrant quadratic quadruple quail quaint quake quaker
        qualcomm quali qualia qualification qualifications qualified qualifier qualifiers qualifies
        qualify qualifying qualitative qualities quality quantify quantitative quantities quantity
        quantum quarantine quark quarles quarrel quarries quarry quart quarter quarterback
        quarterbacks quarterfinals quarterly quartermaster quarters quartet quarto quarts quartz
        quasar quasars quashing quasi quatro quay que quebec queef queen queens queensland queer
        quel quell quentin queries query quest question questionable questioned questioning
        questionnaire questionnaires questions quests queue queues queuing qui quick quicker
        quickest quickly quicksilver quid quien quiet quieter quietly quik quill quilt quilty
        quincy quinn quinoa quintessential quirk quirky quit quite quits quitting quiz quizzes quo
        quorum quot quota quotas quotation quotations quote quoted quotes quoting quran qwerty raad
        rabbi rabbis rabbit rabbits rabble rabid rabies rabin raccoon race racecourse raced racer
        racers races racetrack rachael rachel rachid racial racially racine racing racism racist
        racists rack racked racket rackets racking racks rad radar radcliffe rade rader radial
        radiance radiant radiating radiation radiations radiative radiator radical radically
        radicals radin radio radioactive radioactivity radiohead radiologist radiologists radiology
        radios radiotherapy radium radius radon rae raf rafa rafael raffi raffia raffle raffles
        rafflesia raft rafters raftery rag rage raged rages ragged ragin raging ragland rags rah
        raheel rahman rahn rahul rai raid raided raider raiders raiding raids rail railing railings
        railroad railroads rails railway railways rain raina rainbow rainbows raincoat raincoats
        raine rained rainfall rainforest rainforests raining rainn rains rainwater rainy raiola
        rais raise raised raises raisin raising raisins raj raja rajasthan rajon rake rakhine
        raking raleigh ralf rallied rallies rally rallying ralph ram rama ramadan raman rambling
        rambo ramen ramifications ramin ramirez rammed ramon ramona ramos ramp rampage rampant
        ramps rams ramsay ramsey ran rana rance ranch rancher ranchers ranchi rancho rand randall
        randolph random randomized randomly randwick randy rang range ranged ranger rangers ranges
        ranging rani rank ranked rankin ranking rankings ranks rann ransom rant ranting rants rao
        raoul rap rape raped raper rapes rapha raphael rapid rapidly rapids raping rapist rapists
        rappel rapper rappers rapping rapport raps raptor raptors rapture rare rarely rarer rarest
        rarity ras rasa rascal rash rashes rashid rasmussen raspberries raspberry rasping raster
        rat ratchet rate rated rater rates rather ratification ratified rating ratings ratio ration
        rational rationale rationality rationally rationing rations ratios raton rats rattle
        rattled rattling raul ravaged rave raven ravens ravi ravin ravine raving raw ray raymond
        rayo rayon rays razor rbi rbs rca rcmp rea reach reached reacher reaches reaching react
        reacted reacting reaction reactionary reactions reactive reactor reactors reacts read
        readable reade reader readers readership readily readiness reading readings reads ready
        reaffirmed reagan real reales realisation realise realised realises realising realism
        realist realistic realistically realities reality realization realize realized realizes
        realizing really realm realms realness realtor realty reanimation reap reaper reappear rear
        reared rearing rearrange rears reason reasonable reasonably reasoned reasoning reasons
        reassurance reassure reassured reassuring reaver reaves rebate rebates rebecca rebekah
        rebel rebellion rebellious rebels rebirth reboot reborn rebound rebounding rebounds rebuild
        rebuilding rebuilt rebuke rebuttal rec recall recalled recalling recalls recap recapture
        receipt receipts receive received receiver receivers receives receiving recent recently
        reception receptionist receptions receptive receptor receptors recess recessed recession
        recharge recipe recipes recipient recipients reciprocal reciprocity recital recitation
        recite recited reciting reck reckless recklessly reckon reckoned reckoning reclaim
        reclaimed reclaiming reclamation reclassified reco recognise recognised recognises
        recognising recognition recognizable recognize recognized recognizes recognizing recoil
        recollection recollections recommend recommendation recommendations recommended
        recommending recommends recon reconcile reconciled reconciliation reconnaissance reconnect
        reconsider reconstruct reconstructed reconstruction record recorded recorder recorders
        recording recordings records recount recounted recounts recoup recourse recover recovered
        recoveries recovering recovers recovery recreate recreated recreating recreation
        recreational recruit recruited recruiter recruiters recruiting recruitment recruits
        rectangle rectangular rectify rector recuperation recurrence recurrent recurring recycle
        recycled recycling red redacted redbook redder redding reddish reddit reddy rede redeem
        redeemed redeemer redeeming redefine redefined redemption redesign redesigned redevelopment
        redford redhead redirect redirected rediscovered redistribution redmond redneck redo
        redress reds redshift redshirt redskins reduce reduced reduces reducing reduction
        reductions reductive redundancy redundant redwood redwoods reece reed reeder reeds reef
        reefs reel reelection reeling reels rees reese reeves ref refer referee referees reference
        referenced references referencing referendum referral referrals referred referring refers
        refill refinance refine refined refinement refineries refinery refining reflect reflectance
        reflected reflecting reflection reflections reflective reflectivity reflector reflectors
        reflects reflex reflexes reflexive reflux reform reformation reformed reformer reformers
        reforming reforms refractive refrain refresh refreshed refreshing refreshments refrigerated
        refrigeration refrigerator refs refuge refugee refugees refund refunded refunds refurbished
        refurbishment refusal refuse refused refuses refusing refute refuted reg rega regain
        regained regaining regal regan regard regarded regarding regardless regards regency
        regenerate regeneration regenerative regenerator regent regents reggae reggie regime
        regimen regiment regimental regiments regimes regina reginald region regional regionally
        regions regis register registered registering registers registrar registration
        registrations registry rego regression regret regrets regretted regretting regroup regrow
        regular regularity regularly regulars regulate regulated regulates regulating regulation
        regulations regulator regulators regulatory rehab rehabilitate rehabilitation rehearsal
        rehearsals rehearsed rehearsing rehydration rei reich reid reign reigned reigning reigns
        reilly reimburse reimbursed reimbursement rein reina reincarnation reindeer reiner
        reinforce reinforced reinforcement reinforcements reinforces reinforcing reinhardt reins
        reinstate reinstated reinstatement reinvent reis reissue reiter reiterate reiterated
        reiteration reject rejected rejecting rejection rejections rejects rejoice rejoin rejoined
        rel relapse relatable relate related relates relating relation relational relations
        relationship relationships relative relatively relatives relativity relax relaxation
        relaxed relaxin relaxing relay relayed relays release released releases releasing relegated
        relegation relentless relentlessly relents relevance relevant reliability reliable reliably
        reliance reliant relic relics relied relief relies relieve relieved reliever relieving
        religion religions religious religiously relinquish relinquished relish relive rell reload
        relocate relocated relocating relocation reluctance reluctant reluctantly rely relying rem
        remade remain remainder remained remaining remains remake remanded remark remarkable
        remarkably remarked remarks remarried remaster remastered rematch rembrandt remedial
        remediation remedies remedy remember remembered remembering remembers remembrance remind
        reminded reminder reminders reminding reminds remington remini reminiscent remission remit
        remix remixes remnant remnants remodeled remodeling remorse remote remotely removable
        removal remove removed remover removes removing remuneration remy ren renaissance renal
        rename renamed renaud renault render rendered rendering renders rendezvous rendition rene
        renee renegade renew renewable renewables renewal renewed renewing renner reno renounce
        renounced renovate renovated renovating renovation renovations renown renowned rent rental
        rentals rented renters renting rents reopen reopened reopening reorganization reorganized
        reorientation rep repaid repair repaired repairing repairmen repairs reparation reparations
        repatriation repay repayment repeal repealed repealing repeat repeated repeatedly repeating
        repeats repel repelled repent repentance repents repercussions repertoire repertory
        repetition repetitive replace replaced replacement replacements replaces replacing replay
        replays replenish replica replicas replicate replicated replicating replication replied
        replies reply replying repo report reported reportedly reporter reporters reporting reports
        repose reposition repositioned repository repost represent representation representations
        representative representatives represented representing represents repress repressed
        repression repressive reprint reprinted reprints reprises reproduce reproduced reproducing
        reproduction reproductive reprogram reps reptile reptiles repton republic republican
        republicans republics repulsed repulsion repulsive reputable reputation reputations reputed
        request requested requesting requests requiem require required requirement requirements
        requires requiring requisite reread res resale resales rescheduled rescinded rescue rescued
        rescues rescuing research researched researcher researchers researches researching
        resemblance resemble resembled resembles resembling resent resented resentment resents
        reservation reservations reserve reserved reserves reservoir reservoirs reset resettlement
        reside resided residence residences residency resident residential residents resides
        residing residual residue residues resign resignation resigned resigning resigns resilience
        resilient resin resist resistance resistant resisted resisters resisting resistor resistors
        resists resolute resolution resolutions resolve resolved resolves resolving resonance
        resonances resonant resonate resonates resorption resort resorted resorting resorts
        resounding resource resourceful resources respect respectable respected respectful
        respectfully respecting respective respectively respects respiration respirator respirators
        respiratory respite respon respond responded respondent respondents responder responders
        responding responds response responses responsibilities responsibility responsible
        responsibly responsive responsiveness rest restart restarted restaurant restaurants rested
        resting restitution restless restoration restorations restore restored restores restoring
        restrain restrained restraining restraint restraints restrict restricted restricting
        restriction restrictions restrictive restricts restroom restrooms restructure restructured
        restructuring rests result resultant resulted resulting results resume resumed resumes
        resuming resumption resurgence resurrect resurrected resurrection ret retail retailer
        retailers retailing retain retained retainer retaining retains retake retaliate retaliation
        retard retarded retention retentive rethink rethinking retina retinal retinas retire
        retired retirees retirement retires retiring retract retracted retreat retreated retreating
        retreats retribution retrieval retrieve retrieved retriever retrieving retro retrograde
        retrospect retrospective return returned returning returns reuben reunification reunion
        reunite reunited reusable reuse reused reuters reuther rev revamp revamped reveal revealed
        revealing reveals revel revelation revelations reveled revenge revenue revenues revere
        revered reverence reverend reverent reveres reversal reverse reversed reverses reversible
        reversing revert reverted review reviewed reviewer reviewers reviewing reviews revise
        revised revising revision revisions revisit revisited revisiting revival revive revived
        reviving revoke revoked revolt revolting revolution revolutionaries revolutionary
        revolutions revolve revolved revolver revolves revolving revue revulsion reward rewarded
        rewarding rewards rewind reword reworked rewrite rewriting rewritten rex rey reyes reynolds
        reza rgb rhapsody rhea rhetoric rhetorical rhett rheumatoid rheumatologist rhine rhino
        rhinos rhode rhodes rhodesia rhyme rhymes rhys rhythm rhythmic rhythms ria riad rian rib
        ribbon ribbons ribcage ribs ric rica rican ricardo rice rich richard richards richardson
        richer riches richest richie richly richmond richness richter rick ricker rickert rickets
        ricketts rickety rickey rickles ricks ricky rico ricoh rics rid rida ridden riddle riddled
        riddles ride rider riders rides ridge ridges ridicule ridiculed ridiculous ridiculously
        riding ridley ried rife riff riffs rifle rifles rift rig riga rigg rigged rigging riggs
        right righted righteous righteousness rightful rightfully rightly rightness rights righty
        rigid rigidity rigo rigor rigorous rigorously rigs rihanna riis rikers riko rile riley rim
        rime rims rin rina rind ring ringer ringing ringo rings ringtone rink rinne rino rinse rio
        rion riot rioted rioters rioting riots rip ripe ripened ripley ripped ripper ripping ripple
        ripples rips risc rise risen rises rising risk risked risking risks risky rita ritchie rite
        rites rito ritter ritual ritually rituals ritz rival rivaled rivalries rivalry rivals rive
        river rivera riverbed rivers riverside rivet riveted riveter riveting rivets riviera riyadh
        rize rizzo rms rna rnc roach road roadblock roadmap roads roadshow roadside roadster
        roadway roadways roald roam roaming roan roanoke roar roared roaring roast roasted roaster
        roasters roasting rob robb robbed robber robberies robbers robbery robbie robbing robbins
        robby robe robert roberta roberto roberts robertson robes robi robin robina robins robinson
        robo robot robotic robotics robots robson robust robyn roc roca rocco roch rochdale roche
        rochelle rochester rock rocked rockefeller rocker rockers rocket rockets rockford rockies
        rockin rocking rocko rocks rockstar rockville rockwell rocky roco rod roda rodd roddy rode
        roden rodent rodents rodeo rodeos roderick rodgers rodin rodinia rodney rodrigo rodriguez
        rods roe roger rogers rogue rogues rohan rohini rohit rohn rohr roi roid roland role roles
        rolex rolf roll rolled roller rollercoaster rollers rollin rolling rollins rollout rolls
        rom roma roman romana romance romances romani romania romanian romano romans romantic
        romantically romany rome romeo romero romney romo ron ronald ronaldo ronan rondo rone rong
        ronnie ronny ronson roo rood roof roofing roofs rooftop rooftops rook rookie rookies rooks
        room rooming roommate roommates rooms roon rooney roop roos roosevelt roost rooster
        roosters roosts root rooted rooting roots rooty rope roper ropes rory ros rosa rosalia
        rosalie rosalina rosalind rosalyn rosamond rosamund rosario rosary roscoe rose roseland
        rosemary rosen rosenberg rosenthal roses rosetta rosewood rosie rosina roslin ross rossi
        rossini rost roster rosters rostral roswell rosy rot rotary rotate rotated rotates rotating
        rotation rotational rotations rotenberg roth rother rotherham rothschild roto rotor rots
        rotten rotter rotterdam rotting rouble rouge rough roughly roulette round roundabout
        rounded rounder rounding rounds roundtable roundup rouse rouses rousing rousseau rout route
        routed router routers routes routh routine routinely routines routing routledge routs roux
        rover rovers roving row rowan rowdy rowe rower rowing rowland rowley rowling rows roxy roy
        royal royale royals royalties royalty royce rpg rping rpm rsa rss rsvp rts rub rubbed
        rubber rubbing rubbish rubble ruben rubin rubio rubles rubs ruby ruck rudd rudder ruddy
        rude rudimentary rudolf rudolph rudy rue ruel ruff rufus rug rugby rugged rugs ruin ruined
        ruining ruins ruiz rule ruled ruler rulers rules ruling rulings rum rumble rumer rumor
        rumored rumors rumour rumoured rumours rump run runaway rundown rune rung rungs runner
        runners runnin running runoff runs runtime runway runways rupa rupee rupees rupert rupture
        ruptured rural rus ruse rush rushed rushes rushing russ russel russell russia russian
        russians russo rust rustic rusty rut rutgers ruth rutherford ruthless rwanda ryan ryde
        ryder rye ryu saab saad saar saas saat saban sabbath saber sabha sabine sable sabotage
        sabre sabres sabrina sac sachin sachs sack sacked sacking sacks sacrament sacramento sacred
        sacrifice sacrificed sacrifices sacrificial sacrificing sacs sad sada sadd saddam saddened
        sadder saddest saddle sadie sadistic sadly sadness sae saeed safari safe safeguard
        safeguarding safeguards safely safer safest safety saffron sag saga sagan sagar sagarmatha
        sage sahaba sahar sahara saharan sahib sahin sai said saigon sail sailed sailing sailor
        sailors sails sain saint saints sait sake saks sakura sal sala salaam salad salads salah
        salam salar salaries salary salat salazar sale saleh salem sales salesman salford sali
        salient salim saline salisbury saliva salk sall salle sallow sally salman salmon salmonella
        salo salon salons saloon salsa salt salta salted salto salton salts saltwater salty salut
        salute salva salvador salvage salvaged salvation salvatore salzburg sam sama samantha
        samara samaria samaritan samba same sami samir sammy samoa sample sampled sampler samples
        sampling sampson samson samsung samuel samuels samurai san sana sanches sanchez sanction
        sanctioned sanctions sanctity sanctuary sand sanda sandals sandbach sandbox sande sander
        sanders sanderson sandi sandler sandman sando sandra sands sandstone sandstones sandstorm
        sandton sandwhich sandwich sandwiched sandwiches sandy sane sanford sang sanh sani sanitary
        sanitation sanity sanjay sank sano sans sanskrit sant santa santana santander santeria
        santiago santo santos sanu sanz sao sap sapiens sapphire sar sara sarah sarajevo sarasota
        saratoga sarcasm sarcastic sarge sargent sargon sari sarina sark sars sarum sas sasa sash
        sasha sashes saskatchewan sass sassy sat sata satan satanic sate satellite satellites sater
        sather satiation satin satire satirical satisfaction satisfactory satisfied satisfies
        satisfy satisfying sato sats saturated saturation saturday saturdays saturn sauce saucepan
        saucer sauces saud saudi saudis saul sault sauna saunders sausage sausages sava savage
        savages savannah save saved saver saves saville saving savings savior saviour saviours
        savoir savor savory savour savoured savoury savoy savvy saw sawyer sax saxon saxons
        saxophone saxton say sayer sayin saying sayings says sbs scaffold scaffolding scala scald
        scale scaled scales scaling scallop scalp scaly scam scammers scams scan scandal scandalous
        scandals scandinavia scandinavian scanned scanner scanners scanning scans scant scapa scape
        scapegoat scapula scapular scar scarborough scarce scarcely scarcity scare scarecrow scared
        scares scarf scarier scariest scaring scarlet scarlett scarred scarring scars scarves scary
        scatter scattered scattering scavenger scenario scenarios scene scenery scenes scenic scent
        scented scents sceptic sceptical sch schedule scheduled schedules scheduling schema
        schematic scheme schemes scheming schiff schiller schism schizophrenia schizophrenic
        schmidt schneider schofield scholar scholarly scholars scholarship scholarships scholastic
        scholes school schoolboy schooled schoolers schoolgirl schooling schools schoolteacher
        schooner schrodinger schroeder schultz schulz schumacher schumer schuster schwab schwartz
        schwarzenegger sci sciatic sciatica scid science sciences scientific scientifically
        scientist scientists scientology scion scissors sclerosis scooby scoop scooped scooping
        scoops scooter scooters scooting scope scorched scorching score scoreboard scored scoreless
        scorer scorers scores scoring scorn scorpio scorpion scorpions scot scotch scotia scotland
        scots scotsman scott scottish scottsdale scotty scotus scourge scouring scout scouting
        scouts scrabble scramble scrambled scrambler scrambles scrambling scranton scrap scrape
        scraped scraping scrapped scrapping scrappy scraps scratch scratched scratches scratching
        scream screamed screaming screams screeching screen screened screening screenings
        screenplay screens screenshot screenshots screenwriter screw screwdriver screwed screwing
        screws scribble scribbled scribbles scribe scrimmage script scripted scripting scripts
        scripture scriptures scroll scrolling scrolls scrub scrubbed scrubbing scrubs scrum scrunch
        scrutiny scuba scud scully sculpted sculptor sculpture sculptures scum scumbag scurry
        scurvy sdf sds sea seabird seaboard seafood seagull seahawks seahorses seal sealant seale
        sealed sealers sealing seals seam seaman seamen seamless seamlessly seams seamus sean sear
        search searched searches searching searing searles sears seas seaside season seasonal
        seasonally seasoned seasoning seasons seat seatbelt seated seater seaters seating seats
        seattle seaver seawater seaweed seaworld sebastian sebring sec secession secluded second
        secondary seconded secondhand secondly seconds secord secrecy secret secretariat
        secretaries secretary secretion secretive secretly secrets secs sect sectarian section
        sectional sections sector sectors sects secular secularism secure secured securely secures
        securing securities security seda sedan sedative sedentary sediment sedimentary
        sedimentation sediments sedition seduce seduced seduction seductive see seed seeded seeding
        seedlings seeds seeing seek seeker seekers seeking seeks seel seem seemed seeming seemingly
        seems seen seep seer sees sega segal segment segmentation segmented segments segregated
        segregation sein seine seiner seinfeld seismic seismograph seismological seismologist
        seismology seismometer seize seized seizing seizure seizures seldom select selected
        selecting selection selections selective selectively selector selects selena self selfie
        selfies selfish selfishness selfless sell sella sellars seller sellers selling sells selly
        selma seltzer selves selwood sem semantic semantics semblance semen semester semesters semi
        semiconductor semifinal semifinals seminal seminar seminars seminary semis semitic semitism
        sempervirens sen senate senator senatorial senators sence send sender sending sends sene
        seneca senegal senile senior seniority seniors sens sensation sensational sensations sense
        sensed sensei senseless senses sensex sensi sensibilities sensibility sensible sensing
        sensitive sensitivity sensor sensors sensory sensu sensual sent sentence sentenced
        sentences sentencing sentient sentiment sentimental sentiments sentinel sentry seo seon
        seoul sep sepa sepal sepals separate separated separately separates separating separation
        separatist separatists sephora sepsis sept septal september septic seq sequel sequels
        sequence sequences sequencing sequential sequin sequoia sequoyah ser sera serb serbia
        serbian serbs serena serene serenity serge sergeant sergei sergey sergio serial serie
        series serious seriously seriousness serling sermon sermons serotonin serpent serpentine
        serum servant servants serve served server servers serves service serviced servicemen
        services servicing serving servings servitude ses sesame sesamoid sese session sessions set
        setback setbacks seth sets setter setting settings settle settled settlement settlements
        settler settlers settles settling setup setzer seung seven sevens seventeen seventeenth
        seventh seventies seventy sever several severance severe severed severely severest severity
        severn sevilla seville sew sewage seward sewer sewers sewing sewn sex sexes sexiest sexism
        sexist sexologist sextant sextet sexting sexton sexual sexuality sexually sexy seymour sgt
        sha shabby shack shackles shade shaded shades shading shadow shadows shadowy shady shaft
        shafts shag shaggy shah shahid shak shake shaken shaker shakers shakes shakespeare shaking
        shaky shale shales shall shallot shallow shallows shalom shalt sham shaman shamans shambles
        shame shamed shameful shameless shames shaming shampoo shan shand shane shanghai shank
        shankar shanklin shannon shape shaped shapes shaping shapiro shaq shar shara shard shards
        share shared shareholder shareholders shares shari sharia sharif sharing shark sharks
        sharky sharm sharma sharon sharp sharpe sharpen sharpened sharpening sharper sharples
        sharply sharpness shart shatter shattered shattering shaun shave shaved shaving shaw shawl
        shawn shay she shea shear sheard sheared shearers shearing shears sheath shed shedding
        sheds sheed sheehan sheen sheep sheer sheeran sheesh sheet sheets sheffield sheik sheikh
        sheila shelby sheldon shelf shell shellac shelled shelley shellfish shelling shells shelly
        shelter sheltered shelters shelton shelved shelves shen shenanigans shenzhen shepard
        shephard shepherd shepherds sheppard sher sheridan sheriff sheriffs sherlock sherm sherman
        sherry sherwood sheryl shes shetland shh shhh shi shia shield shielded shielding shields
        shifa shift shifted shifter shifting shifts shifty shih shii shik shilling shillings shilo
        shim shimmer shin shine shines shing shingle shingles shining shinji shinn shino shins
        shiny shion ship shipbuilding shipment shipments shipped shipper shippers shipping ships
        shipwreck shipyard shir shire shirk shirley shirt shirtless shirts shit shite shits shitter
        shitting shitty shiv shiva shiver shivering shiz shmuel sho shock shocked shocker shocking
        shockingly shocks shoddy shoe shoemaker shoes shon shone shook shoot shooter shooters
        shooting shootings shootout shoots shop shoplifting shopped shopper shoppers shopping shops
        shore shoreline shores short shortage shortages shortcomings shortcut shortcuts shorten
        shortened shortening shorter shortest shortfall shorthand shortlist shortlisted shortly
        shorts shortstop shorty shot shotgun shotguns shots should shoulda shoulder shoulders
        shouldnt shout shouted shouting shouts shove shoved shovel shoving show showbiz showcase
        showcased showcases showcasing showdown showed shower showered showering showers showing
        shown showroom shows showtime shrapnel shred shredded shredding shreds shree shrek shrewd
        shrewsbury shri shrift shrimp shrine shrines shrink shrinking shrinks shropshire shroud
        shrouded shrub shrubs shrug shrugged shrugs shrunk shu shud shudder shuffle shuffled
        shuffling shui shun shunned shut shutdown shutout shuts shutter shutters shutting shuttle
        shy si sia siam siberia siberian sibling siblings sic sichuan sicilian sicily sick
        sickening sickens sickest sickle sickly sickness sid sida side sidebar sided sidekick
        sideline sidelined sidelines sides sidewalk sidewalks sideways siding sidney sie siege
        siegel siegfried siemens siemian sierra sieve sift sig sigh sighed sighs sight sighted
        sightedness sighting sightings sights sightseeing sigma sign signage signal signaled
        signaling signalling signals signatories signature signatures signed significance
        significant significantly signifies signify signing signings signs signup sikh sikhs sil
        silas silber silberman silence silenced silencing silent silently siler silesian silhouette
        silica silico silicon silicone silicones silk silky sill silly silo silt silurian silva
        silver silverman silvers silverware silvery silvio sim sime simeon similar similarities
        similarity similarly simmer simmers simmonds simmons simms simon simonds simone simons
        simple simpler simplest simplicity simplification simplified simplify simplifying
        simplistic simply simpson simpsons sims simulate simulated simulating simulation
        simulations simulator simultaneous simultaneously sin sinai sinatra since sincere sincerely
        sincerity sinclair sind sindh sine sinful sing singapore singe singer singers singh singing
        single singled singles singlet singleton singly sings singular singularities singularity
        singularly sinica sinister sink sinking sinks sinn sinned sinner sinners sino sins sinus
        sinuses sion sioux sip sipping sips sir sire siren sirens siri sirius sirocco sis sissy
        sister sisters sit sitar sitcom site sites sits sitter sittin sitting situ situated
        situation situational situations six sixers sixteen sixteenth sixth sixties sixty sizable
        size sizeable sized sizes sizing sizzling ska skate skateboard skateboarding skater skaters
        skates skating skein skeletal skeleton skeletons skeptical skepticism skeptics sketch
        sketched sketches sketching sketchy skew skewed ski skid skier skiers skies skiing skill
        skilled skillet skillful skills skim skimming skin skincare skink skinned skinner skinny
        skins skint skip skipped skipper skipping skips skirmish skirt skirts skis skit skitter
        sklar sklodowska skoda skull skulls skunk sky skydiving skye skyline skype skyscraper
        skyscrapers skywalker slab slabs slack slacker slade slag slain slake slalom slam slammed
        slamming slams slander slandering slang slant slants slap slapped slapping slaps slash
        slashed slashing slat slate slated slater slates slather slattery slaughter slaughtered
        slaughtering slava slave slavery slaves slavic slay slayer slaying sleater sleazy sled
        sledge sleek sleep sleeper sleepers sleeping sleepless sleeps sleepy sleeve sleeves sleigh
        slender slept slew slice sliced slices slicing slick slid slide slider sliders slides
        sliding slight slightest slightly slights slim slime slimy sling slip slipped slipper
        slippers slippery slipping slips slit slither sliver sloan sloane slog slogan slogans sloop
        slope slopes sloping sloppy sloss slot sloth slots slotted slough slovak slovakia slovene
        slovenia slow slowdown slowed slower slowest slowing slowly slows sls sludge slug sluggish
        slugs slum slumber slump slumped slums slung slur slurs slush slut sluts slutty sly smack
        smackdown smacked smacking smacks smale small smaller smallest smallpox smart smarter
        smartest smartphone smartphones smartwatch smash smashed smashes smashing sme smear smeared
        smell smelled smelling smells smelly smelt smes smh smile smiled smiles smiley smiling
        smirk smith smiths smithsonian smitten smog smok smoke smoked smoker smokers smokes smokey
        smoking smoky smol smooth smoother smoothie smoothies smoothing smoothly smother smothered
        smothers sms smug smuggle smuggled smugglers smuggling smurf smyth snack snacks snag snail
        snails snake snaked snakes snap snapchat snape snapped snapper snapping snappy snaps
        snapshot snapshots snare snark snatch snatched snatching sneak sneaked sneaker sneakers
        sneaking sneaks sneaky sneed sneers sneeze sneezing snell snickers sniff sniffing snipe
        sniper snipers snippet snippets snitch snl snog snoke snooker snoop snooping snooze snoring
        snort snout snow snowball snowboard snowboarding snowden snowfall snowflake snowflakes
        snowing snowman snowy snp snuck snuff snug snuggle snyder so soak soaked soaking soaks
        soames soap soaps soar soared soaring sob soba sobbing sober sobers sobriety sobs soc soca
        soccer sochi social socialise socialism socialist socialists socialization socialize
        socially societal societies society socio socioeconomic sociological sociologist sociology
        sociopath sock socket sockets socks socrates socratic sod soda sodas sodium sods sofa sofia
        soft softball soften softened softening softer softly softness software soggy sohn soho
        soil soils soja sol sola solace solano solar solara solari solaris solas sold solder
        soldier soldiers sole soleil solely solemn solemnly solent soler soles solicit solicitation
        soliciting solicitor solicitors solid solidarity solidified solidify solidly solids
        solitaire solitary soliton solitons solitude solly solo soloist solomon solos solstice
        soluble solution solutions solve solved solveig solvency solvent solvents solver solvers
        solves solving som soma somali somalia somatic somber some somebody someday somehow someone
        someones someplace somer somers somerset somerville somes somethin something somethings
        sometime sometimes somewhat somewhere sommers son sona sonal sonam sonar sonata sone song
        songs songwriter songwriters songwriting sonia sonic sonny sonoma sons sony sonya soo sood
        sook soon sooner sooo soooo sooooo soot sooth soothe soothing sopa sophia sophie
        sophisticated sophistication sophomore soprano sopranos sora sorcerer sorcery sordid sore
        sorely soreness sores sorority soros sorption sorrow sorrows sorry sort sorta sorted
        sorting sorts sos sosa sota soto sought soul soule soules soulful souls sound soundcloud
        sounded sounding sounds soundtrack soundtracks soup soups sour source sourced sources
        sourcing sours sous souter south southampton southbound southeast southeastern southend
        southern southerners southport souths southward southwark southwest southwestern souvenir
        souvenirs sovereign sovereignty soviet soviets sow sower sowing sox soy soya soybean
        soybeans soylent spa space spacecraft spaced spacer spaces spaceship spacex spacey spacing
        spacious spade spades spaghetti spain spake spam spamming span spaniard spaniards spanish
        spank spanking spanned spanning spans spar spare spared spares sparing sparingly spark
        sparked sparking sparkle sparkling sparkly sparks sparring sparrow sparse sparsely sparta
        spartan spartans spasms spat spate spatial spatter spatula spawn spawned spawning spd speak
        speaker speakers speaking speaks spear spearheaded spears spec speci special speciale
        specialise specialised specialises specialising specialism specialist specialists
        speciality specialization specialize specialized specializes specializing specially
        specials specialties specialty speciation specie species specific specifically
        specification specifications specificity specifics specified specifies specify specifying
        specimen specimens specious speck speckles specks specs spectacle spectacles spectacular
        spectacularly spectator spectators specter specters spectra spectral spectre spectres
        spectroscopy spectrum speculate speculated speculating speculation speculative sped spee
        speech speeches speechless speed speeding speedo speeds speedway speedy speer speier speirs
        spell spelled speller spelling spells spelt spence spencer spend spending spends spent
        sperm sperms spewed spewing sphere spheres spherical sphinx spic spica spice spiced spicer
        spices spicier spicy spider spiderman spiders spie spied spiegel spielberg spies spike
        spiked spiker spikes spiky spill spilled spiller spilling spills spin spina spinach spinal
        spindle spine spined spinel spines spink spinner spinners spinning spinoff spins spiny
        spira spiral spirals spire spirit spirited spirits spiritual spirituality spiritually spit
        spite spits spitter spitting spitz spitzer splash splashed splashing spleen splendid
        splendor splices spline splinter split splits splitter splitting spock spoil spoiled
        spoiler spoilers spoiling spoils spoilt spokane spoke spoken spokesman spokesperson
        spokeswoman sponge spongebob sponges sponsor sponsored sponsoring sponsors sponsorship
        spontaneous spontaneously spoof spooked spooking spooky spoon spoons sporadic spore spores
        spork sport sporting sports sportsman sportsmanship sportsmen sporty spot spotify spotless
        spotlight spots spotted spotter spotting spouse spouses spout spp sprained sprang sprawl
        sprawling spray sprayed spraying sprays spread spreading spreads spreadsheet spree spring
        springboard springer springfield springs springsteen springtime sprinkle sprinkled
        sprinkler sprint sprinter sprinting sprints sprite sprout sprouts spruce sprung spud spuds
        spun spunk spur spurred spurs sputnik sputter spy spying sql squabble squad squadron
        squadrons squads squalor square squared squarely squares squash squashed squat squats
        squatting squeaky squeeze squeezed squeezes squeezing squid squire squires squirmed
        squirrel squirrels squirt squirted squirtle squishy sram sree sri srs ssc ssd sse ssh ssr
        sta staar stab stabbed stabbing stability stabilization stabilize stabilized stabilizing
        stable stables stabs stace stacey stack stacked stacking stacks stacy stade stadium
        stadiums staff staffed staffer staffers staffing stafford staffordshire staffs stag stage
        staged stages staggered staggering staging stagnant stagnation stai stain stained staines
        staining stainless stains stair staircase stairs stairway stake staked stakeholder
        stakeholders stakes stal stale stalemate stalin stalk stalked stalker stalking stalks stall
        stallard stalled stalling stallion stalls stam stamen stamens stamford stamina stamkos
        stammers stamos stamp stamped stampede stamping stamps stan stance stances stand standalone
        standard standardization standardized standards standby stander standing standings standoff
        standout standpoint stands standstill stanford stanley stans stanton stanza stap stapes
        staple staples star stara starboard starbucks starc starch stardom stardust stare stared
        stares starfish stargate staring stark starlight starling starnes starr starred starring
        starry stars starship start started starter starters starting startled startling starts
        startup startups starvation starve starved starving starz stas stash stashing stasis stat
        stata state stated statehood stately statement statements staten stater staters states
        statesman statewide static stating statins station stationary stationed stationery stations
        statistic statistical statistically statistics stato stats statue statues stature status
        statute statutes statutory staunch stave staves stax stay stayed staying stays std stds ste
        stead steadfast steadily steady steak steaks steal stealer stealers stealing steals stealth
        steam steamboat steamed steamer steamers steaming steamship steamy steed steel steele
        steeler steelers steep steeped steer steered steering stefan stefano stein steinberg
        steiner stela stell stella stellar stellate stelle steller stelter stem stemmed stemming
        stems stenberg stench stenhouse stenson step stepfather steph stephan stephanie stephano
        stephen stephenie stephens stephenson stephon stepmother stepped stepping steps stepson
        ster stereo stereotype stereotypes stereotypical sterile sterilization sterling stern
        sterns steroid steroids steve steven stevens stevenson stevie stew steward stewards
        stewardship stewart sti stich stick sticker stickers sticking sticks sticky stiff stiffness
        stifle stigma stiles still stiller stillness stills stilt stilted stimulant stimulate
        stimulated stimulates stimulating stimulation stimuli stimulus stine sting stinging stings
        stingy stink stinking stinks stinky stint stipend stipulated stir stirling stirred stirring
        stirrup stirs stitch stitched stitches stitching stochastic stock stocked stockholders
        stockholm stocking stockings stockpile stocks stockton stoic stoke stoked stokes stoking
        stole stolen stoll stoller stomach stomachs stomp stomping stone stoned stoner stones
        stonewall stony stood stool stools stoop stop stopes stoppage stopped stopper stopping
        stops stor stora storage store stored stores storey storied stories storing stork storks
        storm stormed storming storms stormy storr story storyline storylines storyteller
        storytelling stout stove stoves stow str stra strachey straight straighten straightened
        straightforward straightness strain strained straining strains strait straits strand
        stranded strands strange strangely stranger strangers strangest strangle strangled strap
        strapped straps strasbourg strata strategic strategically strategies strategist strategy
        stratford stratosphere stratospheric stratton strauss straw strawberries strawberry straws
        stray streak streaks stream streamed streamer streamers streaming streamline streamlined
        streams stree streep street streetcar streets strength strengthen strengthened
        strengthening strengthens strengths strenuous stress stressed stresses stressful stressing
        stretch stretched stretcher stretches stretching strewn stricken strickland strict stricter
        strictly stride strides strife strike strikeouts striker strikers strikes striking
        strikingly string stringent stringer strings strip stripe striped stripes stripped stripper
        strippers stripping strips stritch strive strives striving stroke strokes stroking stroll
        stroller strolling strom strong stronger strongest stronghold strongly struck structural
        structurally structure structured structures structuring struggle struggled struggles
        struggling strung strut sts stu stuart stub stubborn stubbs stubs stuck stud studded
        student students studi studied studies studio studios studs study studying stuf stuff
        stuffed stuffing stuffs stuffy stumble stumbled stumbles stumbling stump stumps stun stung
        stunned stunning stuns stunt stunts stupid stupidest stupidity stupidly sturdy sturgeon
        sturm sturridge stuttering stuttgart stuy style styled styles styling stylish stylist
        stylistic stylized stylus suarez sub subaru subbed subclass subcommittee subconscious
        subculture subdivided subdivision subdivisions subdue subdued subgroup subject subjected
        subjective subjects subjugation sublimate sublimated sublimation sublime sublimes
        subliminal subliming sublimity subluxation submarine submarines submerged submersion
        submission submissions submissive submit submits submitted submitting subordinate
        subordinates subpoena subs subscribe subscribed subscriber subscribers subscribing
        subscription subscriptions subsection subsequent subsequently subset subside subsided
        subsidiaries subsidiary subsidies subsiding subsidized subsidy subsistence substance
        substances substantial substantially substantive substation substitute substituted
        substitutes substituting substitution substitutions substrate substrates subterranean
        subtitle subtitles subtle subtlety subtly subtract subunit suburb suburban suburbs
        subversion subversive subway succeed succeeded succeeding succeeds success successes
        successful successfully succession successive successively successor successors succulent
        succumb succumbed such suck sucked sucker suckers sucking sucks suction suda sudan sudanese
        sudden suddenly suds sue sued suede sues suez suffer suffered sufferers suffering suffers
        suffice sufficiency sufficient sufficiently suffix suffocating suffolk suffrage suga sugar
        sugars sugary suge suggest suggested suggesting suggestion suggestions suggestive suggests
        sui suicidal suicide suicides suing suisse suit suitability suitable suitably suitcase
        suitcases suite suited suites suitor suitors suits suk sulfate sulfide sulfides sulfite
        sulfur sulfuretted sullied sullivan sully sulphate sulphide sulphur sultan sultry sum
        sumatra sumer sumerian sumerians summaries summarize summarized summarizes summary
        summation summed summer summers summertime summit summits summon summoned summoning summons
        sumner sumo sumptuous sums sumter sun sund sundance sunday sundays sunderland sundries
        sunflower sung sunglasses sunk sunken sunlight sunni sunny sunrise suns sunscreen sunset
        sunsets sunshine sunstein sunstone sup supa super superannuation superb superbly superbowl
        supercar supercontinent superdome superfan superfans superficial superfluous superfoods
        supergirl superhero superheroes superhuman superintendent superior superiority superiors
        superman supermarket supermarkets supermodel supernatural supernova supernovae supernovas
        superpower superpowers superseded supersonic superstar superstars superstition
        superstitious supervise supervised supervising supervision supervisor supervisors
        supervisory superwoman supine supper supplement supplemental supplementary supplemented
        supplements supplication supplied supplier suppliers supplies supply supplying support
        supported supporter supporters supporting supportive supports suppose supposed supposedly
        supposing supposition suppress suppressed suppressing suppression supra supremacist
        supremacy supreme supremely supt sur surcharge sure surely surer surf surface surfaced
        surfaces surfer surfers surfing surfside surg surge surged surgeon surgeons surgeries
        surgery surges surgical surgically surging suri surname surpass surpassed surpasses
        surpassing surplus surprise surprised surprises surprising surprisingly surreal surrender
        surrendered surrendering surrey surrogate surround surrounded surrounding surroundings
        surrounds surveillance survey surveyed surveying surveyor surveyors surveys survival
        survive survived survives surviving survivor survivors sus susan susanna susceptibility
        susceptible sushi susie suspect suspected suspects suspend suspended suspending suspense
        suspension suspensions suspicion suspicions suspicious suspiciously sussex sustain
        sustainability sustainable sustained sustaining sustenance suter sutherland sutter sutton
        suture suv suvs suzanne suzuki suzy sven swag swagger swain swale swallow swallowed
        swallowing swallows swam swami swamp swamped swamps swan swann swans swansea swanson swap
        swapped swapping swaps swarm swarming swat sway swayed swaying swear swearing swears sweat
        sweater sweaters sweating sweats sweatshirt sweaty swede sweden swedes swedish sweeney
        sweep sweeping sweeps sweepstakes sweet sweetened sweeter sweetest sweetheart sweetie
        sweetly sweetness sweets swell swelled swelling swells swept swift swiftly swifts swifty
        swim swimmer swimmers swimming swims swimsuit swimwear swindon swine swing swinging swings
        swipe swirl swirling swishing swiss switch switched switches switching switzer switzerland
        swivel swollen swoop sword swords swore sworn swung sxsw syd sydney syed sykes sylar
        syllable syllables syllabus sylvester sylvia symbol symbolic symbolism symbolize symbolizes
        symbols symmetric symmetrical symmetry sympathetic sympathies sympathize sympathy symphony
        symposium symptom symptomatic symptoms syn synagogue synaptic sync synchronization
        synchronized synchronous syndicate syndicated syndrome synergy synod synonym synonymous
        synonyms synopsis syntax synth synthesis synthesized synthetic syphilis syphon syracuse
        syria syrian syrians syringe syrup syrups system systematic systematically systemic systems
        tab tabernacle tabla table tabled tables tablespoon tablespoons tablet tabletop tablets
        tabloid taboo tabs tac tache tack tackle tackled tackles tackling tacky taco tacoma taconic
        tacos tact tactic tactical tactics tactile tad tae taft tag tagged tagging tagline tags
        tagus tahiti tahoe tai tail tailed tailgate tailor tailored tailoring tails tain taint
        tainted taipei tait taiwan taiwanese taj tajikistan tak take takeaway takedown taken
        takeoff takeover taker takers takes takin taking tal talbert talbot talc talcum tale talent
        talented talents tales taliban talisman talk talked talkin talking talks tall tallahassee
        taller tallest tallow tally tam tamara tamarack tame tamed tames tamil tammy tampa tampere
        tampering tampons tan tanaka tandem tang tangent tangible tangle tangled tango tania tank
        tanker tankers tanks tanned tanner tanning tantrum tantrums tanya tanzania tao tap tape
        taped taper tapered tapering tapes tapestry taping tapped tapping taps tar tara tarantino
        tardis taree target targeted targeting targets tariff tariffs tariq tarmac tarn tarot tarp
        tarring tars tart tarth tarts tarzan tarzana tas tase taser task tasked tasker tasking
        tasks tasmania tasmanian taste tasted tasteful tasteless taster tasters tastes tastier
        tasting tasty tat tata tate tater tatiana tats tatters tattoo tattooed tattoos tatum tau
        taught taunting taurus tavern tax taxa taxable taxation taxed taxes taxi taxing taxis
        taxonomy taxpayer taxpayers tay taylor tbh tbs tbsp tcp tcu tds tea teach teacher teachers
        teaches teaching teachings teal team teamed teaming teammate teammates teams teamster
        teamwork tear tearful tearing tears teas tease teased teaser teases teasing teaspoon tec
        tech technic technical technically technician technicians technique techniques techno
        technological technologically technologies technology tectonic tectonics ted teddy tedious
        tee teel teeming teen teenage teenager teenagers teens teeny tees teeth teh tehran teil tel
        tela tele telecast telecaster telecom telecommunication telecommunications telegram
        telegrams telegraph telegraphed telegraphic telegraphs telegraphy telemetry telephone
        telephones telescope telescopes telescopic televised television televisions tell teller
        tellin telling tells telly telstar telstra telugu temp tempe temper temperament temperance
        temperate temperature temperatures tempered tempest templar template templates temple
        temples templeton tempo temporal temporarily temporary temps tempt temptation temptations
        tempted tempting ten tenacious tenacity tenancy tenant tenants tench tend tended tendencies
        tendency tender tendered tendering tenderness tenders tending tendon tendons tends tenet
        tenets tenn tennant tenner tennessee tennis tenon tenor tens tense tension tensions tensor
        tent tentacles tentative tentatively tenth tents tenuous tenure tequila ter tera tere
        terence teres teresa tereshkova teri term termed terminal terminally terminals terminate
        terminated terminates terminating termination terminator terming terminology terminus terms
        tern terns terps terr terra terrace terraced terraces terrain terre terrell terrence
        terrestrial terri terrible terribly terrier terrific terrified terrifying terrine
        territorial territories territory terror terrorism terrorist terrorists terry tert tertiary
        teru tesco tesla tess tessa test testa testament tested tester testers testicles testified
        testifies testify testifying testimonial testimonies testimony testing testosterone tests
        tether tethers teutonic tex texan texans texas text textbook textbooks texted textile
        textiles texting textron texts textual texture textured textures tfw th tha thacher thai
        thailand thales thallium thames than thane thank thanked thankful thankfully thanking
        thanks thanksgiving thankyou that thatcher thats thaw thaws thc the thea theater theaters
        theatre theatres theatrical thee theft their theirs thelma them thematic theme themed
        themes theming themselves then thence theo theodore theologian theologians theological
        theology theorem theoretical theoretically theories theorist theorists theory ther
        therapeutic therapeutics therapies therapist therapists therapy there thereafter thereby
        therefore therein thereof theres theresa thermal thermodynamics thermometer thermometers
        thermostat these theses thesis theta they theyre thi thiago thich thick thickens thicker
        thickest thickets thickness thief thier thierry thieves thigh thighbone thighs thin thine
        thing things thingy think thinker thinkers thinkin thinking thinks thinly thinner thinning
        third thirdly thirds thirst thirsty thirteen thirteenth thirties thirty this thistle tho
        thole thom thoma thomas thompson thomson thong thor thoracic thorium thorn thorne thorns
        thornton thorough thoroughbred thoroughly thorpe those thoth thou though thought thoughtful
        thoughts thousand thousands thrash thrashing thre thread threaded threads threat threaten
        threatened threatening threatens threats three threes threesome threshold thresholds threw
        thrice thrift thrill thrilled thriller thrilling thrills thrive thrived thrives thriving
        throat throats throbbing thrombocytes throne thrones throttle through throughout throughput
        throw throwback throwing thrown throws thru thrust thu thug thugs thumb thumbnail thumbs
        thumping thunder thunderbolt thunderstorm thunderstorms thursday thursdays thurston thus
        thwart thwarted thx thy thyme thyroid tia tian tiara tiber tiberias tibet tibetan tibi
        tibia tibial tic tice tick ticked ticker tickers ticket ticketing tickets ticking tickle
        tickled ticks tico tidal tide tides tidy tie tied tier tiered tiers ties tiff tiffany tiger
        tigers tigger tigh tight tighten tightened tightening tighter tightly tightness tights
        tigre tigres tijuana tikal tiki til tila tile tiled tiles till tilled tilt tilted tilting
        tilts tim timber timberlake timbers time timed timeframe timeless timeline timelines timely
        timeout timer timers times timetable timex timey timi timid timidity timing timm timmy timo
        timor timothy tims tin tina tinder tine ting tinged tingle tingling tini tiniest tink
        tinker tino tins tint tinted tiny tion tions tip tipped tipping tips tipster tire tired
        tireless tirelessly tires tiresome tiring tis tish tissue tissues tit tita titan titanic
        titanium titans tite titer titers titian title titled titles tito titration tits titted
        titties tittle titty titus tive tlc tmz tna tnt to toad toads toast toasted toaster
        toasters toasts toasty tobacco tobago tobe tobi tobias tobin toby tock tod toda today
        todays todd toddler toddlers toe toes tofu together toggle togo toil toilet toilets token
        tokens tokyo told tole toledo tolerable tolerance tolerant tolerate tolerated tolkien toll
        tolls tolstoy tom tomas tomato tomatoes tomb tombs tombstone tome tomic tomlinson tommy
        tomography tomorrow toms ton tonal tone toned toner tones tong tonga tongue tongues toni
        tonic tonight tonne tonnes tons tony too took tool toolbox tooling toolkit tools toon
        toonami toot tooth toothbrush toothed toothpaste toothy tooting toots top topaz topeka
        topic topical topics topless topographic topography topological topology topped topper
        topping toppings topple toppled topples tops tor torah torch torches tore tori tories tork
        torment tormented torn tornado tornadoes tornados toro toronto torpedo torpedoes torque
        torrance torrent torrents torres torricelli torso torsten tort torta tortilla tortillas
        tortoise torture tortured torturing tory tos toscano toshiba toss tossed tosser tossers
        tossing tot tota total totaled totaling totalitarian totality totalling totally totals
        totaly tote totem toth toto tots tottenham totter touch touchdown touchdowns touche touched
        touches touching touchscreen touchy tough tougher toughest toughness toulon toulouse tour
        toured touring tourism tourist tourists tournament tournaments tourney tours tout touted
        touting tow toward towards towed towel towels tower towering towers towing town townhouse
        towns townsend township townships townsville toxic toxicity toxicology toxin toxins toy
        toying toyota toys tpp tra trace traced tracer traces tracey trachea tracheal tracie
        tracing track tracked tracker trackers tracking tracks tract traction tractor tractors
        tracts tracy trade traded trademark trademarks trader traders trades trading tradition
        traditional traditionally traditions trae trafalgar traffic trafficked traffickers
        trafficking traffics trafford tragedies tragedy tragic tragically trail trailed trailer
        trailers trailing trails train trained trainee trainees trainer trainers training trains
        trait traitor traitors traits trajectory tram tramp trampled trampoline trams tran trance
        tranche tranches tranny tranquil tranquility trans transaction transactions transatlantic
        transcend transcendental transcends transcribed transcript transcription transcripts
        transfer transferable transfered transferee transferred transferring transfers
        transfiguration transform transformation transformational transformations transformative
        transformed transformer transformers transforming transforms transfusion transgender
        transient transistor transistors transit transition transitional transitioned transitioning
        transitions translate translated translates translating translation translational
        translations translator translators transliteration translocation translucent
        transmigration transmission transmissions transmit transmits transmitted transmitter
        transmitters transmitting transmutation transnational transparency transparent
        transpiration transpired transplant transplantation transplanted transplants transponder
        transport transportation transported transporter transporters transporting transports
        transposition transsexual transverse transwomen tranter trap trapezius trapped trapping
        traps trash trashed trashes trashing trashy trauma traumatic traumatized travel traveled
        traveler travelers traveling travelled traveller travellers travelling travels travers
        traverse travesty travis tray trays tre trea treacherous treachery tread treadmill treason
        treasure treasured treasurer treasures treasury treat treated treaties treating treatise
        treatment treatments treats treaty treble tree treehouse trees trek trekking trem tremble
        trembling treme tremendous tremendously tremor tremors tren trench trenches trend trending
        trends trendy trent trenton trepidation tres trespass trespassing tress trev trevor trew
        trex trey tri triad trial trials triana triangle triangles triangular triathlon tribal
        tribe tribes tribunal tribunals tribune tributaries tributary tribute tributes trick
        tricked trickett tricking trickle trickles tricks tricky trident trie tried tries trifle
        trigger triggered triggering triggers trillion trillions trilogy trim trimester trimmed
        trimming tring trinidad trinity trinkets trio trioxide trip tripe triple tripled triples
        triplet triplets triplex tripod tripoli tripped tripping trips tris trish tristan tristar
        triste triumph triumphant triumphs trivia trivial trojan trojans troll trolley trolling
        trolls tron troop trooper troopers troops trope tropes trophic trophies trophy tropic
        tropical tropico tropics troposphere tropospheric trot troth trotters trouble troubled
        troubles troublesome troubling trough troupe troupes trouser trousers trout trove troy tru
        truce truck trucking trucks trudeau true truffle truly truman trump trumpet trumpets trumps
        truncated trunk trunks truss trust trusted trustee trustees trusting trusts trustworthy
        trusty truth truthers truthful truthfully truths try tryin trying tsa tsar tsk tsla tsp
        tsubaki tsunami tsunamis tub tube tuberculosis tubes tubing tubs tubular tuck tucked tucker
        tucson tudor tue tuesday tuesdays tuff tufts tug tuition tulip tull tully tulsa tum tumble
        tumbled tumbling tumblr tummy tumor tumors tumour tumours tumultuous tuna tundra tune tuned
        tunes tung tungsten tunic tuning tunis tunisia tunisian tunnel tunnels tupac turbine
        turbines turbo turbulence turbulent turd turf turin turing turk turkey turkeys turkish
        turks turmoil turn turnaround turnbull turned turner turning turnout turnover turnovers
        turnpike turns turquoise turret turrets turtle turtles tuscan tuscany tutor tutorial
        tutorials tutoring tutors tutu tuxedo tvs twain twas twat tweak tweaked tweaking tweaks
        twee tweed tweet tweeted tweeting tweets twelfth twelve twenties twentieth twenty twice
        twig twigs twilight twin twinkle twinned twins twirled twist twista twisted twister
        twisters twisting twists twisty twitch twitching twitter two txt tycoon tycoons tyger tying
        tyler tyme tyne type typed types typewriter typewriters typhoid typhon typhoon typhoons
        typical typically typing typo typography typos tyranny tyrant tyrants tyre tyree tyres
        tyrion tyrod tyrone tyson tzu uae uber ubiquitous ubiquity ubuntu ucl ucla uconn uefa ufc
        ufo uganda ugandan ugh ugliest ugliness ugly uhh uhhh uhm ukip ukraine ukrainian ukrainians
        ukulele ulan ulcer ulcers ulna ulnar ulrich ulster ultimate ultimately ultimatum ultra
        ultrasonic ultrasound ultraviolet ultron ulysses umami umar umber umbilical umbrella
        umbrellas umm ummm ump umpire umpires una unable unacceptable unaccompanied unaffected
        unanimous unanimously unannounced unanswered unarmed unattended unattractive unauthorised
        unauthorized unavailable unavoidable unaware unbalanced unbearable unbeatable unbeaten
        unbelievable unbelievably unbiased unborn unbreakable unbroken unc uncanny uncensored
        uncertain uncertainties uncertainty unchallenged unchanged uncharted unchecked uncle
        unclean unclear uncles uncomfortable uncomfortably uncommon uncompromising unconditional
        unconditionally unconfirmed unconscious unconsciously unconstitutional uncontrollable
        uncontrollably uncontrolled unconventional uncover uncovered uncovering uncut und undated
        undead undecided undefeated undefined undeniable undeniably under underage undercover
        undercut underdeveloped underdog underestimate underestimated undergo undergoes undergoing
        undergone undergraduate undergraduates underground underline underlined underlying
        undermine undermined undermines undermining underneath underpins underrated undersea
        underside understand understandable understandably understanding understands understated
        understatement understood undertake undertaken undertaker undertaking undertook underwater
        underway underwear underwent underwood underworld underwriting undesirable undetected
        undeveloped undisclosed undiscovered undisputed undisturbed undivided undo undocumented
        undoing undone undoubtedly undue unduly une unearthed uneasy uneducated unemployed
        unemployment unequal unequivocally unerring unesco unethical uneven unexpected unexpectedly
        unexplained unfair unfairly unfaithful unfamiliar unfavorable unfinished unfit unfold
        unfolded unfolding unfolds unforeseen unforgettable unforgivable unfortunate unfortunately
        unfounded unfriendly ungrateful unhappiness unhappy unharmed unhealthy unheard unhelpful
        unhinged unholy uni unicef unicorn unicorns unidentified unification unified uniform
        uniformed uniformity uniformly uniforms unify unifying unilateral unilaterally unimaginable
        unimportant unincorporated uninformed uninhabited uninsured unintended unintentional
        unintentionally uninterested uninterrupted union unionist unionists unions unique uniquely
        uniqueness unisex unison unit unitary unite united unites uniting units unity univ
        universal universally universe universes universities university unix unjust unjustified
        unkind unknowingly unknown unlawful unlawfully unleash unleashed unless unlicensed unlike
        unlikely unlimited unload unloaded unloading unlock unlocked unlocking unlucky unmanned
        unmarked unmarried unmatched unmistakable unnamed unnatural unnecessarily unnecessary
        unnoticed uno unofficial unorthodox unpack unpaid unpaired unparalleled unplanned
        unpleasant unplugged unpopular unprecedented unpredictable unprepared unproductive
        unprofessional unprotected unpublished unqualified unquestionably unravel unreal
        unrealistic unreasonable unregistered unregulated unrelated unreleased unreliable
        unresolved unresponsive unrest unrestricted unruly unsafe unsatisfactory unsatisfied
        unsavoury unscathed unscrupulous unsecured unseen unsettled unsettling unsigned unskilled
        unsolicited unsolved unspeakable unspecified unspoken unstable unstoppable unsubscribe
        unsuccessful unsuccessfully unsuitable unsupported unsure unsurprisingly unsuspecting
        unsustainable unsworth untenable unthinkable until untimely untitled unto untold
        untouchable untouched untrained untreated untrue unused unusual unusually unveil unveiled
        unveiling unveils unwanted unwarranted unwavering unwelcome unwell unwilling unwillingness
        unwind unwise unwittingly unworthy unwritten up upbeat upbringing upcoming update updated
        updates updating upfront upgrade upgraded upgrades upgrading upheaval upheld uphill uphold
        upholding upi upkeep upland uplift uplifting upload uploaded uploading uploads upon upped
        upper upright uprights uprising uproar ups upscale upset upsets upsetting upside upstairs
        upstate upstream uptake upto upton uptown upward upwards uranium uranus urban urbana
        urbanization urdu urethane urge urged urgency urgent urgently urges urging uri urie urinary
        urine uris url urn urologist ursa ursae ursula uruguay us usa usability usable usaf usage
        usb usc usd usda use used useful usefulness useless user username users uses usgs usher
        ushered using usps uss ussr ust ustream usual usually utah utc utd ute utensils uterine
        uterus utica utilised utilitarian utilities utility utilization utilize utilized utilizes
        utilizing utmost utopia utopian utrecht uttar utter uttered utterly uva uzbekistan uzi
        vacancies vacancy vacant vacate vacated vacation vacations vacca vaccinated vaccination
        vaccinations vaccine vaccines vacuum vacuums vader vagina vaginal vague vaguely vagus vail
        vain val vale valencia valencian valenti valentia valentin valentina valentine valentines
        valentinian valentino valeria valerie valet valiant valid validate validated validation
        validity valium valkyrie valley valleys valli valor valuable valuables valuation valuations
        value valued values valuing valve valves vampire vampires van vance vancouver vandalism
        vander vanderbilt vane vanessa vang vanguard vanilla vanish vanished vanishes vanishing
        vanity vans vantage vape vaping vapor vaporization vapour var varden varela vargas varia
        variability variable variables varian variance variant variants variation variations varied
        varies varieties variety vario variola various variously varnish varroa vars varsity varus
        vary varying vas vasa vascular vase vases vast vastly vat vater vatican vats vaughan vaughn
        vault vaulted vaulting vaults vauxhall veal vector vectors veda vedic vee veep veer veering
        veg vega vegan vegans vegas vegetable vegetables vegetarian vegetarians vegetation vegf
        veggie veggies vehemently vehicle vehicles vehicular veil veiled veils vein veins veiny
        veja vela velcro vell velocity velours velvet vena vendetta vending vendor vendors veneer
        venerable venetian venezuela venezuelan vengeance vengeful venice venison venom venomous
        venous vent ventilation venting ventral ventricles vents ventura venture ventured ventures
        venturi venturing venu venue venues venus ver vera verb verbal verbally verbatim verbs
        verde verdict verge verges verging verification verified verify verifying veritable verizon
        verlag vermont vern vernacular verner vernon verona veronica versa versace versailles
        versatile versatility verse versed verses version versions versus vert vertebra vertebrae
        vertebral vertebrate vertebrates vertex vertical vertically vertigo verve very vesa vessel
        vessels vest vested vests vet veteran veterans veterinarian veterinary veto vetoed vets
        vetted vettel vetting vfl vhs via viability viable viagra vial vials vibe vibes vibrant
        vibrate vibrating vibration vibrations vibrator vic vicar vice vicente viceroy vices vici
        vicinity vicious vick vickers vicki vicky vico victim victimized victims victor victoria
        victorian victories victorious victors victory vid vida vidal vide video videogames videos
        videotape vids vie vienna viens viet vietnam vietnamese view viewed viewer viewers
        viewership viewing viewpoint viewpoints views vigil vigilance vigilant vigilante vigor
        vigorous vigorously vii viii vijay viking vikings vikram viktor vile vill villa village
        villagers villages villain villains villas ville villi villian villiers vimeo vin vince
        vincent vinci vindicated vindictive vine vinegar vines vineyard vineyards ving vini vinny
        vino vintage vinyl viola violate violated violates violating violation violations violence
        violent violently violet violeta violets violin violinist vip viper viral vires virgil
        virgin virginia virginity virgins virgo viridian virtual virtually virtue virtues virtuous
        virus viruses vis visa visas visceral viscosity viscount vise vishal visibility visible
        visibly vision visionary visions visit visitation visited visiting visitor visitors visits
        visor vista visual visualization visualize visually visuals vita vital vitality vitally
        vitamin vitamins vito vitro viva vivian vivid vividly vivo viz vlad vladimir vlan
        vocabulary vocal vocalist vocals vocation vocational vodafone vodka vogel vogt vogue voice
        voiced voicemail voiceover voices voicing void voit vol volatile volatility volcanic
        volcanically volcanics volcanism volcano volcanoes volcanos voldemort vole voles volition
        volk volkswagen volley volleyball volo vols volt volta voltage voltaic voltaire volte volts
        volume volumes voluntarily voluntary volunteer volunteered volunteering volunteers volvo
        vomit vomiting von voodoo vore vorster vortex voss vostok vote voted voter voters votes
        voting vouch voucher vouchers vous vow vowed vowel vowels vows vox voyage voyager voyagers
        voyages voyageurs vpn vram vuitton vulcan vulcans vulgar vulnerabilities vulnerability
        vulnerable vulture vultures wace wack wacky waco wad wadding wade wading wadsworth wafer
        waffle waffles waft wafting wag wage waged wager wagering wages wagging waggle waging
        wagner wagon wagoner wagons wah waht wai wail wailing wain wainwright waist waisted wait
        waite waited waiter waiters waitin waiting waitress waits waive waived waiver waivers
        waiving wake wakefield waker wakes waking wal walcott walden waldo waldorf wale wales
        walgreens walk walked walker walkers walkin walking walks walkway wall wallace walled
        waller wallet wallets walliams walling wallis wallop wallow wallows wallpaper wallpapers
        walls wally walmart walnut walnuts walrus walsh walt walter walters walther walton waltz
        wan wand wanda wander wandered wanderer wanderers wandering wanderings wanders wandsworth
        wane wang waning wanking wanna wannabe want wanted wanting wants wapping war warcraft ward
        warden warding wardrobe wards ware warehouse warehouses wares warfare warhead warheads
        warhol waring wark warlock warlord warm warmed warmer warmest warming warmly warms warmth
        warn warned warner warning warnings warns warp warped warping warrant warranted warrants
        warranty warren warring warrington warrior warriors wars warsaw warship warships wart
        wartime warts warwick warwickshire wary was wasa wash washed washer washes washi washing
        washington wasnt wasp wasps wast waste wasted wasteful wasteland waster wastes wastewater
        wastin wasting wat watch watchdog watched watcher watchers watches watchful watching
        watchman wate water watercolor watered waterfall waterfalls waterford waterfront watergate
        waterhouse watering waterloo watermelon waterproof waters watershed waterway waterways
        watery watford watkins watling wats watson watt watters watts wave waved wavelength
        wavelengths waver wavering waves waving wavy wax waxed waxing way wayne ways wayside
        wayward waze wcw we weak weaken weakened weakening weakens weaker weakest weakly weakness
        weaknesses weale wealth wealthier wealthiest wealthy wean weapon weaponry weapons wear
        wearable wearer wearing wears weary weasel weasels weasley weather weatherby weathered
        weatherly weatherman weathers weave weaver weavers weaves weaving web webb webber webcam
        weber webinar webpage webs website websites websphere webster wed wedding weddings wedge
        wedges wedgwood wednesday wednesdays wee weed weeds week weekday weekdays weekend weekends
        weekly weeks weep weeping weezer wegener wegner wei weibo weigh weighed weighing weighs
        weight weighted weighting weightless weightlifting weights weighty weil weinberg weiner
        weinstein weir weird weirder weirdest weirdly weirdo weisberg weiss welch welcome welcomed
        welcomes welcoming weld welded welding welfare well wellbeing weller welles wellington
        wellness wells welp welsh welt welter wembley wen wend wendel wendell wendy wenger wenner
        went wentworth wept werder were werewolf werewolves werk werner wernher werther wes wesley
        wesleyan west westbound westbrook westchester wester westerly western westerners westfield
        westinghouse westminster weston westside westward westwood wet wether wetland wetlands
        wetter weve wexner wha whack whale whalen whaler whales whaley whaling whare wharf wharton
        wharves what whatever whatnot whats whatsapp whatsoever wheat wheaton wheel wheelbarrow
        wheelbarrows wheelchair wheeled wheeler wheelhouse wheeling wheels when whence whenever
        where whereabouts whereas whereby wherein whereupon wherever whether whew whey which
        whichever whiff whig while whilst whim whimsical whine whining whip whiplash whipped
        whipping whips whirlpool whirlpools whirlwind whirring whisk whiskers whiskey whisky
        whisper whispered whispering whispers whistle whistleblower whistler whistles whistling
        whit whitaker white whitehall whitehead whitehouse whiten whiteness whiter whites whitey
        whither whiting whitish whitman whitney whitt whittaker who whoa whoever whole
        wholeheartedly wholes wholesale wholesalers wholesome wholly whom whomever whoop whooping
        whoops whopper whopping whore whores whos whose why whyte wichita wick wicked wickens
        wicker wickes wicket wickets wickham widdle wide widely widen widened widener widening
        widens wider wides widespread widest widnes widow widowed widower widows width wield
        wielding wiener wife wifi wig wigan wiggins wiggle wight wigner wigs wii wike wiki
        wikileaks wikipedia wil wilber wilbur wilburn wilcox wild wildcard wildcat wildcats wilde
        wilder wilderness wildest wildfire wildfires wildlife wildly wile wiley wilfred wilhelm
        wilkes wilkins wilkinson will willa willam willard willed willem willful willfully willi
        william williams williamsburg williamson willian willie willies willin willing willingly
        willingness willis willits willoughby willow willows willpower wills willy wilmington
        wilson wilt wilted wilton wiltshire wimbledon win winch winchester wind winding windmill
        windom window windows winds windshield windsor windu windy wine wined winery wines winfrey
        wing winged winger wingers wings wingspan wink winn winner winners winnie winning winnings
        winnipeg wino wins winslow winston wint winter wintering winters winthrop winx wipe wiped
        wipes wiping wird wire wired wireless wires wiring wis wisc wisconsin wisdom wise wised
        wisely wiser wish wished wishes wishful wishing wishlist wit witch witchcraft witches with
        withdraw withdrawal withdrawals withdrawing withdrawn withdraws withdrew wither withers
        withheld withhold withholding within withing without withstand witness witnessed witnesses
        witnessing wits witt witted witten wittle witty wives wiz wizard wizards wlan wnba woah
        wobble wobbly woe woes woke woken woking wold wole wolf wolfe wolff wolfgang wolk
        wolverhampton wolverine wolves woman womans womb women womens won wonder wondered wonderful
        wonderfully wonderin wondering wonderland wonders wondrous wong wonk wont woo wood wooded
        wooden woodland woodlands woodley woodrow woods woodstock woodward woodwork woodworking
        woody woof wooing wook wool woolf woolly woon woop wooster woot worcester worcestershire
        word worded wording wordpress words wordsworth wore worf work workable worked worker
        workers workflow workforce workin working workings workload workmanship workout workouts
        workplace workplaces works workshop workshops workstation worl world worldly worlds
        worldview worldwide worm worms worn worried worries worry worrying worse worsen worsened
        worsening worship worshipped worshippers worshipping worst wort worth worthington worthless
        worthwhile worthy wot woth would woulda wouldnt wound wounded wounding wounds wove woven
        wow wraith wrap wrapped wrapper wrapping wraps wrath wreath wreathed wreck wreckage wrecked
        wrecking wrecks wren wrench wrenching wrestle wrestled wrestlemania wrestler wrestlers
        wrestling wretched wrexham wright wrights wring wrinkle wrinkled wrinkles wrist wrists writ
        write writer writers writes writing writings writs written wrld wrong wrongdoing wronged
        wrongful wrongfully wrongly wrongs wrote wrought wsj wtf wto wulf wut wwe wwf wwi wwii www
        wyatt wynn wynne wyoming xamarin xanax xander xavier xbox xeno xenon xenophobia xenophobic
        xenos xeon xerox xiao xiaomi xii xiii xing xinjiang xiv xmas xml xpress xvi xxx yacht
        yachts yadav yager yah yahoo yak yaks yakuza yale yall yam yamaha yan yang yangon yank
        yanked yankee yankees yanks yao yard yards yarn yarrow yashin yassin yates yawn yawning yay
        yaya yea yeah yeahs year yearbook yearly yearn yearning yearns years yeas yeast yeats yee
        yeh yell yelled yelling yello yellow yellowish yellows yellowstone yells yelp yemen yemeni
        yen yeo yeon yep yer yes yesterday yet yeti yew yiddish yield yielded yielding yields yikes
        yin ying ymca yobe yoda yodel yoga yoghurt yogi yogurt yoke yoko yokohama yolk yong yoo
        yoon yore yori york yorker yorkers yorkshire yorkville yoruba yosemite you youll young
        younger youngest youngster youngsters your youre yours yourself yourselves youse youth
        youthful youths youtube youtuber youtubers youve yrs yuan yucatan yuck yuge yugi yugoslav
        yugoslavia yuji yuki yukon yuli yum yumi yummy yun yung yup yura yuri yuriy yurt yury yusuf
        yves yvette yvonne zac zach zachary zack zahara zain zak zakaria zale zambia zander zane
        zang zara zaria zarina zeal zealand zealous zebra zebras zed zee zeke zelda zell zen zenith
        zenon zeppelin zero zeroing zeros zest zeta zeus zhang zhao zhou zhu zhuge zico zig
        zimbabwe zimmer zimmerman zinc zines zing zink zion zionism zionist zip zipper zodiac zoe
        zoey zombie zombies zone zoned zones zoning zoo zook zoological zoologist zoology zoom
        zooming zoos zoot zoroaster zoster zuck zuckerberg zulu zuma zur zuri zurich
    """.split()),
    'fr': frozenset("""
        aaa aaaah aaah aah aang aaron ab abaisse abaissement abaisser abandon abandonnant abandonne
        abandonnee abandonnees abandonnent abandonner abandonnes abat abattage abattement
        abattements abattoir abattoirs abattre abattu abattue abattus abbas abbaye abbayes abbe
        abbes abbesse abbeville abbey abbott abby abc abces abd abdallah abdel abdelaziz abdelkader
        abdication abdique abdomen abdominale abdos abdoulaye abdul abe abeille abeilles abel aber
        aberration abidjan abime abimer abitibi ablation able abnegation aboli abolie abolir
        abolition abominable abomination abondamment abondance abondant abondante abondantes abonde
        abonne abonnement abonnements abonner abonnes abonnez abord abordable abordables abordant
        aborde abordee abordent aborder abordes abordons abords abou about abouti aboutir
        aboutissant aboutissement aboutissent aboutit abraham abrams abrege abreviation abri
        abricot abris abritant abrite abritent abriter abrogation abruti abrutis abs absence
        absences absent absente absenteisme absentes absents absolu absolue absolument absolution
        absorbant absorbants absorbe absorbee absorbent absorber absorption abstenir abstention
        abstinence abstraction abstrait abstraite abstraites absurde absurdes absurdite abu abus
        abuse abusent abuser abusif abusive academicien academie academies academique academiques
        academy acadie acadiens acariens acc accablant accede accedent acceder accelerateur
        acceleration accelere acceleree accelerer accent accents accentue accentuee accentuer
        accentues accepta acceptable acceptables acceptait acceptant acceptation accepte acceptee
        acceptees acceptent accepter acceptera accepterait acceptes acceptez acception acceptons
        acces access accessibilite accessible accessibles accession accessoire accessoirement
        accessoires accident accidente accidentel accidentelle accidentellement accidents
        accommoder accompagnait accompagnant accompagne accompagnee accompagnees accompagnement
        accompagnent accompagner accompagnera accompagnes accompli accomplie accomplir accomplis
        accomplissement accomplit accor accord accorda accordait accordant accorde accordee
        accordees accordent accordeon accorder accordes accordez accords accouche accouchement
        accoucher account accouplement accreditation accretion accro accroc accrochage accroche
        accrochee accrochent accrocher accroches accroissement accroit accroitre accros accru
        accrue accueil accueillait accueillant accueille accueillent accueillera accueilli
        accueillie accueillies accueillir accueillis accumulation accumule accumulees accumulent
        accumuler accumules accusait accusant accusation accusations accuse accusee accusent
        accuser accuses ace acer acetique acharne acharnee acharnement acharnes achat achats
        acheminement acheminer achetait achetant achete achetee achetees achetent acheter achetes
        acheteur acheteurs achetez acheve achevee achevement achevent achever acheves achille
        achilles acid acide acides acidification acidite acido acier acierie acieries aciers acker
        acne acolyte acolytes acompte acord acoustique acoustiques acquereur acquereurs acquerir
        acquierent acquiert acquis acquise acquises acquisition acquisitions acquit acquitte
        acquittement acquitter acre acres acrobatique acronyme acropolis act acta acte actee acter
        actes acteur acteurs acti actif actifs action actionnaire actionnaires actions activateur
        activation active activee activement activer actives activisme activiste activistes
        activite activites actrice actrices actu actuaire actualisation actualite actualites actuel
        actuelle actuellement actuelles actuels actus acuite ada adage adam adama adams adaptant
        adaptateur adaptateurs adaptation adaptations adapte adaptee adaptees adaptent adapter
        adaptes adar add addict addiction addis additifs addition additionnait additionnel
        additionnelle additionnelles additionnels additionnent adducteur adel adelaide adele adelie
        adeline adem ademe aden adenosine adepte adeptes adequat adequate adequates adequation ader
        ades adhere adherence adherent adherents adherer adhesif adhesifs adhesion adhesive
        adhesives adidas adieu adieux adjectif adjectifs adjoint adjointe adjoints adjudant adler
        admet admets admettant admettent admettons admettre admin administrateur administrateurs
        administratif administratifs administration administrations administrative administratives
        administre administree administrer administres admirable admirateur admirateurs admiration
        admire admirer admirez admis admise admises admissible admissibles admission adn ado adobe
        adolescence adolescent adolescente adolescentes adolescents adolf adolphe adon adonis
        adonner adoptant adopte adoptee adoptees adoptent adopter adoptes adoptif adoption adoptive
        ador adorable adorables adorais adorait adorateur adoration adore adoree adorent adorer
        ados adoucir adp adrenaline adressait adressant adresse adressee adressees adressent
        adresser adresses adressez adrian adriana adriatique adrien adroitement adsl adsorption
        adulte adultere adultes advanced adversaire adversaires adverse adverses adversite aedes
        aegon aeon aeration aerer aerien aerienne aeriennes aeriens aerodrome aeronautique aeronef
        aeronefs aeroport aeroports afd afer affaibli affaiblie affaiblir affaiblissement affaiblit
        affaire affaires affame affames affectant affectation affecte affectee affectees affectent
        affecter affectes affectif affection affectionne affections affective affectueux affichage
        affichait affichant affiche affichee affichees affichent afficher affiches affilee
        affiliation affilie affilies affiner affinite affinites affirmait affirmant affirmation
        affirmations affirme affirmee affirment affirmer affligeant affluence affluent affluents
        afflux affranchir affreuse affreux affrique affront affronte affrontement affrontements
        affrontent affronter affrontera affut afghan afghanistan afghans afin afp africa africain
        africaine africaines africains african africana afrique afriques afro after ag agacant
        agace agadir again against agatha agathe agde age agee agees agen agence agencement
        agencements agences agency agenda agendas agent agents ager ages agglo agglomeration
        agglomerations aggravation aggrave aggravee aggraver agi agile agilite agir agira agirait
        agis agissait agissant agisse agissements agissent agissez agissons agit agitateur
        agitation agite agitee agitent agiter agneau agneaux agnes agon agonie agora agrafe agrafes
        agraire agrandi agrandir agrandissement agrandit agrave agreable agreablement agreables
        agree agrees agregation agrege agrement agresse agressee agresser agresses agresseur
        agresseurs agressif agressifs agression agressions agressive agressives agressivite
        agricole agricoles agriculteur agriculteurs agriculture agro agroalimentaire agron agronome
        agrumes aguerri aguerrie aguirre aha ahah ahh ahhh ahmad ahmed aid aida aidait aidant aide
        aidee aident aider aidera aiderait aideront aides aidez aie aient aies aieux aigle aigles
        aignan aigre aigu aigue aiguille aiguilles aigus ail aile ailee ailes ailier aille aillent
        ailles ailleur ailleurs aimable aimables aimaient aimais aimait aimant aimante aimantee
        aimants aime aimee aiment aimer aimera aimerai aimeraient aimerais aimerait aimeriez
        aimerions aimes aimez aimons ain aina aine ainee aines ainesse ainsi air airbnb airbus aire
        airelle aires airlines airport airs airways ais aisance aise aisee aisees aisement aises
        aisne aisselle aisselles ait aix ajaccio ajax ajout ajouta ajoutait ajoutant ajoute ajoutee
        ajoutees ajoutent ajouter ajoutera ajouterai ajoutes ajoutez ajoutons ajouts ajuste
        ajustement ajustements ajuster aka akbar akira ala alabama alain alaire alaise alambique
        alan alarmant alarme alarmes alaska alba alban albanais albani albanie albator albatre
        albatros alber alberes alberic albers albert alberta alberti alberto albi albin albion
        albret album albums alcan alcatel alchimie alchimistes alcide alcool alcoolemie alcoolique
        alcooliques alcoolisees alcoolisme alcools aldo aldrin ale aleas aleatoire aleatoires alec
        alejandra alejandro aleksandar aleksander aleksandr aleksandra alencon alentour alentours
        alep aler alert alerte alerter alertes ales alessandra alessandrini alessandro alevin
        alevins alex alexa alexander alexandr alexandra alexandre alexandrie alexei alexey alexi
        alexis alfa alfonso alfred alfredo algebre alger algerie algerien algerienne algeriennes
        algeriens algero algorithme algorithmes algue algues ali alias alibert alibi alice alicia
        alien alienation aliene aliens alignant aligne alignees alignement aligner alignes aliment
        alimentaire alimentaires alimentation alimente alimentee alimentent alimenter alimentes
        aliments aline alinea alise alison alite alitee alive alix alize alizee alizes all alla
        allah allaient allaire allais allait allaite allaitement allan allant allard alle allee
        allees allegations allegeance alleger allegorie allegrement allemagne allemand allemande
        allemandes allemands allen aller allergie allergies allergique allergiques allers alles
        allez alliage alliance alliances alliant allie alliee alliees allier allies alliez allions
        allison allo allocation allocations allocution allonge allongee allongement allonger
        allonges allons alloue allouer alloues allumage allume allumee allumer allumes allumettes
        allure allures allusion allusions alluvions ally alma almeida alone alonso alors alouette
        alouettes alpes alpha alphabet alphabetique alphabetisation alphonse alpin alpine alpines
        als alsace alsacien alsacienne alsaciens also alstom alt alter alteration altercation
        altere alterer alternance alternant alternatif alternatifs alternative alternativement
        alternatives alterne altesse alti altiere altimetre altitude alto alton altruisme alu
        aluminium alvarez alveoles alves alvin always alzheimer ama amadou amalgame amalgames amand
        amanda amande amandes amandine amani amanite amant amante amantes amants amar amas amasser
        amateur amateurs amatrice amaury amazing amazon amazonas amazone amazones amazonie
        amazonien amazonienne ambassade ambassades ambassadeur ambassadeurs ambassadrice amber
        ambert ambiance ambiances ambiant ambiante ambigu ambigue ambiguite ambitieuse ambitieux
        ambition ambitions amboise ambre ambroise ambroisie ambrose ambrosia ambrosio ambulance
        ambulances ambulant amd ame amedee amelia amelie ameliorant amelioration ameliorations
        ameliore amelioree ameliorees ameliorent ameliorer ameliores amen amena amenage amenagee
        amenagees amenagement amenagements amenager amenages amenait amenant amende amendement
        amendements amender amendes amene amenee amenees amenent amener amenera amenes amenorrhee
        amer amere america americain americaine americaines americains american americano
        amerindien amerindiens amerique ameriques amertume ames ameublement amf ami amiable amiante
        amical amicale amicalement amicales amicaux amide amidon amie amiens amies amin amine
        amines amir amiral amiraux amis amitie amities amnesie amnesique amnesty amnistie amont
        amor amorce amorcer amortir amortissement amos amour amoureuse amoureuses amoureux amours
        amp ampere amperemetre amperes amphi amphibien amphitheatre ample amplement amples ampleur
        amplification amplifie amplifier amplitude ampoule ampoules amputation ampute amsterdam
        amusait amusant amusante amuse amusee amusement amusent amuser amusez amy an ana anais anal
        anale analogie analogique analogue analogues analysant analyse analysee analysees analyser
        analyses analyste analystes analytica analytique analytiques anamorphose ananas anarchie
        anarchique anarchiques anarchisme anarchiste anarchistes anastasia anatole anatomie anatomy
        anc ancelotti ancestrale ancetre ancetres anche anchor ancien ancienne anciennement
        anciennes anciennete anciens ancone ancrage ancre ancree ancrees ancres and andalousie
        ander andere anderlecht anders anderson andes andi andie andine andorre andra andre andrea
        andreas andree andrei andrej andres andreu andrew andrews andrey andro android androide
        andromeda andromede andry andy ane aneanti aneantie aneantir anecdote anecdotes anecdotique
        anemie anemique anerie anes anesthesie ang ange angel angela angele angeles angelina
        angelique angelo angels angers anges angine anglais anglaise anglaises angle angles
        angleterre anglo anglophone anglophones angoisse angoisses angola angouleme anguille
        anguilles angulaire angus ani aniline anima animait animal animale animales animalier
        animals animant animateur animateurs animation animations animatrice animaux anime animee
        animees animent animer animes animosite animus anis anita anjou ankara ann anna annabelle
        annales anne anneau anneaux annecy annee annees annes annette annexe annexee annexes
        annexion anni annick annie anniversaire anniversaires annonca annoncait annoncant annonce
        annoncee annoncees annoncent annoncer annonces annonceurs annuaire annuel annuelle
        annuellement annuelles annuels annulation annule annulee annulees annuler annules anodin
        anodine anomalie anomalies anon anonymat anonyme anonymement anonymes anorexie anormal
        anormale anormalement anormaux another ans anse anses ansi ant anta antagonistes antalgique
        antan antarctica antarctide antarctique antarctiques ante antecedent antecedents antenne
        antennes anterieur anterieure anterieurement anterieures anterieurs antes anthocyane
        anthoine anthologie anthony anthropique anthropologie anthropologue anti antiadhesive
        antibes antibiotiques anticipation anticipe anticipee anticipees anticiper antico anticor
        anticorps anticyclone antidepresseurs antidote antienne antigene antillais antilles
        antimoine antin antioche antipodes antiquaires antique antiques antiquite antiquites antis
        antisemite antisemites antisemitisme antiterroriste anto antoine antoinette anton antoni
        antonia antonin antonine antonini antonins antonio antony antre ants antti anus anvers
        anxiete anxieux any anyone aoc aorte aortique aoste aout apache apaise apaisee apaisement
        apaiser apanage apartheid apathie apatite apelle aper apercevoir apercois apercoit apercu
        apercue apercus aperitif apero apex aphasie aphatie aphelie api apl aplomb apnee apocalypse
        apocalyptique apogee apollinaire apollo apollon apologie apostolique apotheose apotre
        apotres app appalaches apparaissait apparaissant apparaisse apparaissent apparait
        apparaitra apparaitre appareil appareils apparement apparemment apparence apparences
        apparent apparente apparentes apparition apparitions appart appartement appartements
        appartenaient appartenait appartenance appartenant appartenir appartenu appartiennent
        appartiens appartient apparu apparue apparues apparus apparut appat appauvrissement appel
        appela appelaient appelais appelait appelant appele appelee appelees appeler appeles
        appelez appeliez appellation appellations appelle appellent appeller appellera appellerai
        appellerait appelles appelons appels appendice appert appertisation appetit applaudi
        applaudir applaudissements applaudit apple appli applicable applicables application
        applications appliquait appliquant applique appliquee appliquees appliquent appliquer
        appliquera appliques applis appoint apport apportait apportant apporte apportee apportees
        apportent apporter apportera apporterait apportes apporteur apportez apports apposer
        appreciable appreciait appreciation apprecie appreciee appreciees apprecient apprecier
        appreciera apprecies appreciez apprehende apprehender apprehension apprenait apprenant
        apprend apprendra apprendre apprendront apprends apprenez apprenne apprennent apprenons
        apprenti apprentis apprentissage apprentissages appret appretait apprete appris apprise
        apprit apprivoiser approbation approcha approchait approchant approche approchee approchent
        approcher approches approfondi approfondie approfondies approfondir approfondissement
        appropriation approprie appropriee appropriees approprier appropries approuve approuvee
        approuvees approuvent approuver approuves approvisionnement approvisionnements
        approvisionner approximatif approximation approximative approximativement apps appui appuie
        appuient appuis appuyant appuye appuyee appuyer appuyes appuyez apr apre aprem apres april
        apris aps apt apte aptes aptitude aptitudes aqua aquarelle aquarium aquatique aquatiques
        aqueduc aquin aquitaine ara arab arabe arabes arabie arable arabo arachnides arafat aragon
        araignee araignees arbitrage arbitraire arbitrairement arbitraires arbitre arbitres arbore
        arbre arbres arbuste arbustes arc arcachon arcade arcades arcane arcanes arcatures arceau
        arch archaique archaisme archange arche archeologie archeologique archeologiques
        archeologue archeologues archer archers arches archetype archeveche archeveque archi
        archiduc archie archimede archipel architecte architectes architectural architecturale
        architecture architectures archive archivee archives archiviste arcon arcons arcs arctique
        ardant ardeche ardemment ardenne ardennes ardent ardente ardeur ardeurs ardoise ardon are
        area arena arene arenes arete aretes areva arf argan argent argente argenteuil argentier
        argentiere argentin argentine argentins argentique argentum argile argiles argo argon argos
        argot argotique arguant argue argument argumentaire argumentation argumente argumenter
        arguments ari aria ariane arianne aride arides arie ariege ariel arielle arienne arion aris
        aristide aristo aristocrate aristocrates aristocratie aristocratique ariston aristos
        aristote arithmetique arizona arles arlesienne arlon arm armada armagnac arman armand
        armande armant armateur armature arme armee armees armement armements armenie armenien
        armenienne armeniens armentieres armer armes armistice armoire armoires armoiries armor
        armorique armstrong armure armures army arnaque arnaquer arnaques arnaud arnault arnold
        aromates aromatique aromatiques aromes aron around arpenter arque arr arrache arrachee
        arrachent arracher arraches arracheur arrange arrangement arrangements arranger arras
        arrestation arrestations arret arreta arretaient arretait arretant arrete arretee arretees
        arretent arreter arretera arreteront arretes arretez arretons arrets arriere arrieres
        arriva arrivaient arrivais arrivait arrivant arrivants arrive arrivee arrivees arrivent
        arriver arrivera arriverai arriverais arriverait arriveras arriverent arriveront arrives
        arrivez arrivons arrogance arrogant arron arrondi arrondie arrondir arrondis arrondissement
        arrondissements arros arrosage arrose arrosee arroser arrow ars arsenal arsenault arsene
        arsenic arson art arte artefacts artere arteres arterielle arthur arti article articles
        articulation articulations articule articuler artie artifice artifices artificiel
        artificielle artificiellement artificielles artificiels artillerie artisan artisanal
        artisanale artisanales artisanat artisans artist artiste artistes artistique artistiques
        artois arts arturo aryenne ascendant ascendants ascenseur ascenseurs ascension ascot ash
        ashley ashton asia asiatique asiatiques asie asile ask asm asnieres aspect aspects asperger
        asphalte asphyxie aspiraient aspirant aspirante aspirantes aspirateur aspirateurs
        aspiration aspirations aspire aspirent aspirer aspirine ass assad assaillants assaini
        assainissement assassin assassinat assassinats assassine assassinee assassiner assassines
        assassins assaut assauts asse assemblage assemblages assemble assemblee assemblees
        assembler assembles asseoir assermentation assertion assez assiduite assiegee assiette
        assiettes assignation assigne assigner assignes assimilation assimile assimilee assimiler
        assimiles assis assise assises assistance assistant assistante assistantes assistants
        assiste assistee assistent assister assistes assistons asso associant associated associatif
        associatifs association associations associative associe associee associees associent
        associer associes assoir assoit assomption assorti assortie assortis assouvir assume
        assumee assument assumer assurait assurance assurances assurant assure assuree assurees
        assurement assurent assurer assurera assures assureur assureurs assurez astaire aster
        asterix asteroide asteroides asthme asti asticot asticots astier aston astor astragale
        astral astrale astre astreinte astres astrid astrolabe astrologie astrologique
        astrologiques astrologue astrologues astronaute astronautes astronome astronomes astronomie
        astronomique astronomiques astrophysicien astrophysiciens astrophysique astuce astuces
        astucieux asus asymetrique asynchrone asynchrones ataxie atelier ateliers ater athalie
        athee athees atheisme athena athenes athlete athletes athletique athletisme atlanta atlante
        atlantes atlantic atlantica atlantico atlantide atlantique atlantiques atlantis atlantiste
        atlas atletico atmosphere atmospherique atmospheriques atome atomes atomique atomiques
        atone atonie atout atouts atp atroce atroces atrocites attachant attache attachee attachees
        attachement attachent attacher attaches attale attali attaquant attaquants attaque attaquee
        attaquent attaquer attaques attarde attarder atteignait atteignant atteigne atteignent
        atteignit atteindra atteindre atteint atteinte atteintes atteints attelage attend
        attendaient attendais attendait attendant attende attendent attendez attendiez attendions
        attendons attendra attendrait attendre attends attendu attendue attendues attendus attentat
        attentats attente attentes attentif attentifs attention attentionne attentions attentive
        attentivement attenuation attenuer atterri atterrir atterrissage atterrit attestant
        attestation atteste attestee attestent attester atti attila attique attirait attirance
        attirant attirante attire attiree attirent attirer attires attiser attitude attitudes
        attracteur attractif attractifs attraction attractions attractive attractivite attrait
        attraits attrapa attrape attrapee attrapent attraper attrapes attrapeur attrapez attrappe
        attrayant attrayante attribuant attribue attribuee attribuees attribuent attribuer
        attribues attribut attribution attributions attributs attriste attrister atypique atypiques
        au aubaine aube auberge auberges aubert aubervilliers aubier aubin aubry auch auchan aucun
        aucune aucunement aucunes aucuns audace audacieuse audacieux aude audi audience audiences
        audio audiovisuel audiovisuelle audit auditer auditeur auditeurs auditif audition auditions
        auditoire auditorium audrey audry auer auf auger augmentait augmentant augmentation
        augmentations augmente augmentee augmentent augmenter augmentera augmentes augure august
        augusta auguste augustes augustin augustine augusto augustus aujourd aujourdhui aulaire
        aulnay aumone aumonier aumont aune auparavant aupres auquel aura aurai auraient aurais
        aurait auras aurelie aurelien aurez aurier auriez aurillac aurions aurons auront aurora
        aurore aurores aurum aus auschwitz auspices aussi aussitot austere austerite austerlitz
        austin austral australe australie australien australienne australiennes australiens austro
        aut autant autarcie autarcique autel autels auteuil auteur auteure auteurs authenticite
        authentification authentique authentiques autisme autiste autistes auto autobiographie
        autobiographique autobus autocar autochtone autochtones autocollant autocollants
        autocuiseur autodefense autodetermination autodidacte autographe autographes automatique
        automatiquement automatiques automatisation automatise automne automobile automobiles
        automobiliste automobilistes autonome autonomes autonomie autopsie autorisant autorisation
        autorisations autorise autorisee autorisees autorisent autoriser autorises autoritaire
        autoritaires autoritarisme autorite autorites autoroute autoroutes autos autour autre
        autrefois autrement autres autrice autriche autrichien autrichienne autrichiens autruche
        autruches autrui autun auvent auvergne aux auxerre auxiliaire auxiliaires auxquelles
        auxquels ava avaient avais avait aval avalanche avale avaler avancait avancant avance
        avancee avancees avancement avancements avancent avancer avances avant avantage avantages
        avantageuse avantageux avare avatar avc ave avec avenant avenement avengers avenir avent
        aventin aventure aventurer aventures aventurier aventuriers avenue avenues aver avere
        averee averent averer averes averse averses aversion averti avertie avertir avertis
        avertissement avertissements avertit averty avery aveu aveugle aveuglement aveugles aveux
        aveyron avez avi aviaire aviateur aviation avide avides avidite aviens aviez avignon avion
        avionique avions aviron avis avise aviser avises aviv avocat avocate avocats avoine avoir
        avoirs avoisiner avons avorte avortement avortements avorter avoue avouer avouez avr avril
        award awards away axa axe axee axel axelle axer axes axiaux axillaire axillaires axolotl
        aya ayant ayants ayer ayez aymeric ayons ayrault azerbaidjan azerty aziz aznavour azote
        azotee azotes azur bab baba baballe babe babel babies babine babines baby babylone bac
        baccalaureat bach bachar bache bachelier bacheliers bachelor bacille back background bacon
        bacs bacterie bacterien bacterienne bacteriens bacteries bad bade baden bader badge badges
        badiane badine badminton badoo bae baffe bag bagage bagages bagan bagarre bagarres
        bagatelle bagdad bagnard bagne bagnole bagnoles bague bagues baguette baguettes bah bahamas
        bahia bahr bahrein bai baie baies baignade baigne baignee baigner baigneuses baignoire bail
        baile bailey baille bailler baillet bailleul bailleur bailleurs bailli bailliage baillie
        bailly bain baines bains baise baisee baisent baiser baisers baissant baisse baissee
        baissent baisser baisses baker bal balade balader balades balagne balai balaie balais
        balaise balance balancee balancer balances balanciers balayage balaye balayer balcon
        balcons baldwin bale baleine baleines baleinier baleze bali balise balisee balises
        balistique balkans balkany ball ballade ballades balladur balle ballerine balles ballet
        ballets ballin ballon ballons ballottes bally balneaire bals balte baltes baltimore
        baltique balzac bam bamako bambou ban bana banal banale banalisation banalite banane
        bananes banc bancaire bancaires banco bancs band bandage bandana bandant bandante bande
        bandeau bandeaux bander banderole bandes bandit banditisme bandits bane bang bangkok
        bangladesh bangs bangui bani banier bank banks banlieue banlieues bann banni banniere
        bannieres bannir bannis bannissement banon banq banque banqueroute banques banquet
        banquette banquettes banquier banquiers banquise bans bapteme baptise baptisee baptiser
        baptises baptiste bar barack baran baraque baratte barbade barbant barbara barbare barbares
        barbarie barbe barbeau barbecue barbeles barber barbera barbes barbet barbey barbie barbier
        barbiers barbies barbin barboter barbour barbu barbue barbus barca barcelona barcelone
        barda bardage bardane barde bardeau bardeaux barder bardes bardin bardon bardot bare bareme
        barentin barge barges baril barilla barillet barils bariole barker barkhane barman barnabe
        barnard barnes barney barnier baro barometre barometres baron barone baroni baronne barons
        baroque barque barquettes barrage barrages barrait barrant barras barre barreau barreaux
        barree barrees barrel barrent barrer barres barret barrett barrette barrez barri barricades
        barrie barrier barriere barrieres barrio barrique barris barrit barron barros barrot barry
        bars bart barthelemy barton barzani bas basait basal basale basales basalte basaltes
        basaltiques basane basant bascule basculement basculer base baseball basee basees baseline
        baser bases basic basile basilic basilique basin basique basiques basket basketball baskets
        basque basques bass bassan basse basses bassi bassin bassine bassins bassiste basson basta
        baste bastia bastide bastien bastille bastin bastion bastions baston bat bataclan bataille
        batailles bataillon bataillons batard batards bate bateau bateaux bateman bates bati batie
        baties batiment batiments batir batis batisse batit batman baton batonnets batons batou
        bats batt battaient battait battant battante batte battement battements battent batterie
        batteries batteur batteuses battez battle battre battu battue battues battus baudelaire
        baudouin baudrier baudruche baudry bauer baule baume baux bavard bavarois bave baver
        baviere bavure bavures baxter bay bayard bayer bayern bayeux bayonne bayrou bazaine bazar
        bazille bazin bbc bbq bce bcp bdsm bea beach beal bean beantes bear beard bearn beat
        beatles beatrice beats beau beauce beauchamp beaucoup beaucourt beaudry beauf beaufort
        beaujolais beaulieu beaumont beaune beauport beauregard beaute beautes beautiful beauty
        beauvais beauvoir beaux bebe bebes bec because bechard beck becker beckett beckham becquee
        becquerel becquet bed bedard bee been beer beethoven before beh behr bei beidou beige
        beignets beijing bein being bel bela belanger belfius belfort belge belges belgique belgium
        belgrade belier believe belisaire belkacem bell bella bellamy bellanger belle belles
        belleville bellevue belli belligerants bello bells belly belo belt belvedere bemol ben bena
        benalla benard bend bendit bene benedict benediction benefice benefices beneficiaire
        beneficiaires beneficiant beneficie beneficient beneficier benefique benefiques benevolat
        benevole benevolement benevoles benfica bengale beni benie benigne benin benir benis
        benisse benite benj benjamin benjamine benjamins benn benne bennett benny benoist benoit
        benson bent bentley benyamin benz benzema benzo bequilles berard berardi beraud berbere
        berberes berceau berceaux bercot bercy beret berg berge berger bergerac bergere bergeron
        bergers berges bergier beriberi berkane berkeley berland berlin berline berlusconi bermudes
        bern bernadette bernal bernard bernardi bernardin bernardo bernat bernay bernays bernd
        berne berner berners bernhard bernhardt bernie bernier bernstein berre berri berry bert
        bertha berthe berthier bertie bertier bertille bertin berto bertrand besancon besnard
        besogne besoin besoins bessin besson best bestiaire bestioles bet beta betail bete betement
        betes beth bethanie bethany bethleem bethune betise betises beton better betterave
        betteraves betty between betz beuh beurette beurk beurre beurrier beuvron beverly bevues
        bey beyonce beyond beyrouth beziers bfm bfmtv bha bhl bi biais biaise bianca bianchi
        biarritz biathlon biberon bibi bible bibliographie bibliographique bibliographiques
        bibliothecaire bibliotheque bibliotheques biblique bibliques bic bicarbonate bich biche
        biches bicyclette bide bidon bidons bidonvilles bidou bieber biel bielle bielorussie bien
        bienfaisance bienfaiteur bienfaits bienheureux biennale bienne biens bientot bienveillance
        bienveillant bienveillante bienvenu bienvenue bienvenus biere bieres bierre big bigot bigre
        bijou bijouterie bijoutier bijoux bikini biko bilan bilans bilaterale bilbao bile biles
        biliaire biliaires bilingue bilingues bilinguisme bill billancourt billard billards bille
        billes billet billets billetterie billie billion billions billy bim bin binaire binaires
        binche bing binge bingo binh binome bio biodiversite biographe biographie biographies
        biographique biologie biologique biologiques biologiste biologistes bioluminescence
        biomasse biomimetisme bion bios biosonar biosphere bip biplace bipolaire bira birch bird
        birmane birmanie birmingham biro biron bis biscuit biscuits bise biseau bises bishop
        bismarck bison bisou bisounours bisous bisque bissau bistro bistrot bit bitch bitcoin
        bitcoins bite bites bits bitume bitumineux biz bizarre bizarrement bizarres bizz bla blabla
        blablabla blache black blackberry blacks blade blague blagues blah blaine blainville blair
        blaireau blais blaise blake blamant blame blament blamer blan blanc blanca blance blanch
        blanchard blanchatre blanche blanches blanchet blanchett blancheur blanchi blanchie
        blanchies blanchiment blanchir blanchis blanchit blanchon blanchot blanco blancos blancs
        bland blank blanquette blase blason blaspheme blattes blau ble bleau bled bleme bleriot
        bles blessant blesse blessee blessees blesser blesses blessure blessures bleu bleue bleues
        bleuet bleuets bleus bleute bleutes bleux blier blind blindage blinde blindee blindes bling
        blister blizzard bloc blocage blocages bloch bloche blocher block blockbuster blockchain
        blocs blocus blog blogosphere blogs blogue blogueur blogueurs blogueuse blois blond blonde
        blondes blonds blood bloom bloquant bloque bloquee bloquees bloquent bloquer bloques blouse
        blouson blu blue blues bluetooth bluff blum bmw bnf bnp boa board bob bobby bobigny bobine
        bobines bobo bobos bocage bocal bocaux boch boche boches bode body boeing boer boeuf boeufs
        bof boheme bohm bohr bohu boileau boire boiron bois boise boisseau boisson boissons boit
        boite boiter boites boiteux boitier boive boivent boko bol boland bolide bolivie bolivien
        boll bollinger bollore bologne bols bolt bolton bombarde bombardement bombardements
        bombarder bombardier bombardiers bombay bombe bombes bombyx bon bonaparte bonaventure
        bonbon bonbons bond bonde bondes bondir bonds bondy bone bones bong bongo bonheur bonheurs
        bonhomme boniface bonite bonjour bonn bonnard bonne bonneau bonnement bonnes bonnet bonnets
        bonnie bono bons bonsoir bont bonte bonus bonze boo booba book books boom boomerang boon
        boost booster boot booth boots bora bord bordage bordant borde bordeau bordeaux bordee
        bordel bordelais bordelaise borden border bordereaux bordier bords bordure bordures boreale
        borgne boris born bornand borne bornee borneo borner bornes borno boro boron borussia bosch
        bose bosnie bosphore bosquet boss bosse bossent bosser bosses boston bot botanique
        botaniste bote botte bottes bou bouc bouchard bouche bouchee bouchees boucher boucherie
        bouchers bouches bouchet bouchez bouchon bouchons boucle bouclee boucler boucles bouclier
        boucliers bouddha bouddhisme bouddhiste bouddhistes bouder boudin boudins boudon boudot
        boudou boue bouee boues bouffe bouffee bouffer bouffes bouffon bouffons bouge bougeait
        bougent bougeons bouger bougera bouges bougez bougie bougies bougon bougre bouillant
        bouillante bouille bouilles bouillie bouillir bouillon boulange boulanger boulangere
        boulangerie boulangers boulay boule bouleau bouleaux boulenger boules boulet boulets
        boulette boulettes boulevard boulevards bouleversant bouleverse bouleversee bouleversement
        bouleversements bouleverser boulin boulogne boulon boulons boulot boulots boum bouquet
        bouquets bouquin bouquins bour bourassa bourbier bourbon bourbons bourcier bourdais bourde
        bourdeau bourdes bourdet bourdieu bourdillon bourdin bourdon bourdonne bourdonnement
        bourdons bourg bourgade bourgeois bourgeoise bourgeoises bourgeoisie bourgeon bourgeons
        bourges bourget bourgmestre bourgogne bourgoin bourgois bourgs bourguignon bourin bourmont
        bourre bourreau bourreaux bourree bourrer bourres bourrin bourrins bourse bourses boursier
        boursiere boursiers boursin bous bouscule bousculer bousille boussole boussoles bout
        boutade boutant boute bouteflika bouteille bouteilles boutin boutique boutiques bouton
        boutons bouts bouvier bouygues bovine bovins bowie bowl bowling bowman box boxe boxer
        boxeur boy boyau boycott boycotte boycotter boyd boyer boyle boys brabant brace bracelet
        bracelets braconnage bractees brad brade bradley brady brahe brahim braille braillent
        brailler brain braine braire braise brake bram brame bramement brament branch branchages
        branche branchee branchees brancher branches branchez branchie branchies brand brande
        brandebourg brandie brandon brandt branle branlee branler branlette branleur braquage
        braque braquer braqueur braqueurs brard bras brasier brassage brassard brasse brassens
        brasserie brasseries brasseur braun brave bravement braves bravo bravoure bray braye
        brazier brazzaville break breaking brebis breche bref brefs brel breme bremer brenda
        brendan brent bresil bresilien bresilienne bresiliennes bresiliens bresse brest bret
        bretagne bretelles breton bretonne bretonnes bretons brett breve breves brevet brevete
        brevetee breveter brevets brexit brian briand briard bribes brice brick bricolage bride
        bridge brie brienne brieuc brievement brigade brigades brigadier brigands bright brigitte
        brill brillamment brillant brillante brillantes brillants brille brillent briller brilles
        brimades brime brin brins brio brioche briot brique briques briquet briquettes bris brisant
        brisbane brise brisee brisees brisent briser brises bristol britannique britanniques
        british britney brive bro broadway broche brochette brochure brochures brocolis broderie
        brome bronche bronches bronchite bronchites bronte bronx bronzage bronze bronzee bronzer
        bronzes brooke brooklyn brooks bros brossard brosse brosser brosses brother brothers brou
        brouette brouhaha brouillage brouillard brouille brouiller brouillon brousse broute brown
        broyer bruce bruche bruel bruges bruins bruit bruits brulant brulante brule brulee brulees
        brulent bruler brules brulons brulure brulures brume brun brunch brune brunes brunet
        brunettes bruni bruno bruns brunswick brusque brusquement brusques brussels brut brutal
        brutale brutalement brutalite brute brutes bruts brutus bruxelles bruxellois bruxelloise
        bruyant bruyante bruyants bruyere bryan bryant btp bts bubble bubonique bucarest buch buche
        bucher buches buck buckingham bud budapest buddy budget budgetaire budgetaires budgets
        buell buenos buffalo buffet buffon buffy bug bugs building buis buisson buissons bulbe
        bulgare bulgares bulgarie bull bulle bulles bulletin bulletins bulls bundesliga bunker
        bunny burden bure bureau bureaucratie bureaucratique bureaux burger burgers burke burkina
        burkini burlesque burn burns buron burqa burton burundi bus bush business busson buste but
        bute buter buteur buteurs butin butineuses butler buts butte button buvait buvant buvettes
        buvez buy buzz bye bygmalion byron byzance byzantin byzantine cab cabane cabanes cabaret
        cabaye cabella cabernet cabine cabines cabinet cabinets cable cabler cables cabriolet cac
        caca cacahuete cacahuetes cacao caceres cachait cachant cache cachee cachees cachemire
        cachent cacher caches cachet cachets cachette cachettes cachez cachin cachot cacique
        caciques cactus cad cadastre cadastres cadavre cadavres caddie cade cadeau cadeaux cadenas
        cadence cadet cadets cadette cadillac cadrage cadran cadrans cadrant cadre cadrent cadres
        caduc caducee caducs caduque caduques caen caf cafard cafards cafe cafeine cafes cafet
        cafeteria cafetiere cafouillage cage cages cagnotte cagoule cahier cahiers cahill cahors
        cahuc cahuzac caid cail caille cailler caillette caillou caillouteuses cailloux cain caine
        caiques caire caisse caisses caissier caissiere caisson cake cal calabre calais calandre
        calc calcaire calcaires calcaneen calcaneum calcaneus calcine calcinee calcinees calcines
        calcite calcium calcul calculateur calculatrice calcule calculee calculees calculer
        calcules calculs calcutta cale caleb calecon caledonie calendrier calendriers caler cales
        calgary calibration calibre calice califat calife california californie californien
        californienne calin caline calins call calle calles calligraphie calme calmement calment
        calmer calmes calmez calomnie calonne calories calorique calotte calottes calque calques
        caluire calvados calvaire calvaires calvi calvin cam camara camarade camarades camargue
        cambaceres cambier cambodge cambon cambrai cambridge cambriolage cambriolages cambrioleur
        cambrioleurs came cameleon cameleons camelot camera cameras cameron cameroon cameroun
        camerounais camerounaise cames camille camion camionnette camions camouflage camoufle
        camouflee camoufler camoufles camouflet camp campagne campagnes campbell campe campement
        camper camping campo campos camps campus camus can canada canadian canadien canadienne
        canadiennes canadiens canal canalisation canalisations canalise canaliser canape canard
        canards canaries canaux cancel cancer cancers cancre cancres candidat candidate candidates
        candidats candidature candidatures candide candie candy cane canet canette canettes
        canicule canin canines cann cannabis canne cannelle cannes cannon cano canoe canon
        canonique canoniques canons canot canots canson cantal cantine cantines cantique canton
        cantonal cantonale cantonales cantonne cantons cantor canular canyon cao caoutchouc cap
        capable capables capacite capacites cape capella capes capillaire capillaires capitaine
        capitaines capital capitale capitales capitalisation capitalisme capitaliste capitalistes
        capitaux capitole capitulation capone caporal capot capote capotes caprice caprices
        capricieux caps capsule capsules captain captation capte capter capteur capteurs captif
        captifs captive captivite capture capturer captures capuche capuchon capucins caq car cara
        carabine caracas caractere caracteres caracteriel caracterisation caracterise caracterisee
        caracterisees caracterisent caracteriser caracterises caracteristique caracteristiques
        caraibes caramel carapace carats caravane caravanes caravelle caravelles carbo carbon
        carbonate carbone carbonee carbonees carbones carbonifere carbonique carbonise carbonisee
        carbonises carbonne carburant carburants carbure carcasse carcasses carcassonne card cardan
        carde cardiaque cardiaques cardiff cardin cardinal cardinaux cardio cardiovasculaires
        cardon cardona cards care carel careme carence carences carene carenee cares caresse
        caresser caresses carey cargaison cargo cari caricature caricatures carie caries carine
        caritative caritatives carl carla carle carles carli carlier carlo carlos carlton carly
        carme carmel carmen carmes carmine carmona carnage carnaval carne carnes carnet carnets
        carniole carnivore carnivores carnot caro carol carole caroline caron carotene carotide
        carotte carottes carp carpe carpenter carpentier carpes carr carre carreau carreaux carree
        carrees carrefour carrefours carrelage carrement carres carrick carrie carrier carriere
        carrieres carroll carron carros carrosse carrosserie carrure cars carson carsten cart carta
        carte cartel cartels carter carteret carters cartes cartesien cartesiennes cartesius
        carthage cartier carto cartographie carton cartonne cartons cartouche cartouches cartulaire
        carvin cary cas casa casablanca casale casanova casaque cascade cascades case caseine caser
        caserne casernes cases casey cash casier casiers casimir casino casinos casoni casque
        casques casquette casquettes cass cassan cassandra cassandre cassano cassant cassation
        casse cassee cassees cassel cassent casser casserole casseroles casses cassette cassettes
        casseur casseurs cassez cassia cassidy cassie cassien cassin cassini cassino cassio cassis
        cassius cast caste castel castella caster casterman castille casting castle casto castor
        castors castral castres castro cat catacombes catalan catalane catalans catalogne catalogue
        catalogues catalyseur catalytique catane catastrophe catastrophes catastrophique
        catastrophiques catch cate cateau catechisme categorie categories categorique
        categoriquement cathartique cathedrale cathedrales catherine catho cathodique catholicisme
        catholique catholiques cathy caton cats caucase cauchemar cauchemars caudry caue causa
        causalite causant cause causee causees causent causer causes caution caux cavale cavalerie
        cavalier cavaliere cavalieres cavaliers cavani cave caveau caverne cavernes caves caviar
        cavite cavites cayenne caze cazeneuve cbc cbs cci cdc cdd cdg cdi cdiscount cds cdu ce cea
        cece ceci cecile cecite cedant cede cedent ceder cedex cedh cedre cedric cee cegep ceinte
        ceinture ceinturee ceintures ceinturon cela cele celebrant celebration celebrations celebre
        celebree celebrent celebrer celebres celebrite celebrites celeste celestes celia celibat
        celibataire celibataires celine cell celle celles cellier cellulaire cellulaires cellule
        cellules cellulose celsius celta celte celtes celtic celtics celtique celui cement cendre
        cendres cendrillon cene cenis cenne cenon cense censee censees censes censure censuree
        censurer census cent centaine centaines centaure centenaire center centieme centime
        centimes centimetre centimetres centrafricaine centrafrique centrage central centrale
        centrales centralisation centralise centralisee centrant centraux centre centree centrer
        centres centriste centristes centro centrum cents centurie century ceo cepage cepages cepe
        cependant cepes ceps ceramique ceramiques cerceau cerceaux cercle cercles cercueil
        cercueils cere cereales cerebral cerebrale cerebrales cerebraux ceremonie ceremonies cerf
        cerfs cergy cerise cerises cern cerne cernee cerner cernes cert certain certaine
        certainement certaines certains certe certes certificat certification certifications
        certificats certifie certifiee certifier certifies certitude certitudes cerveau cerveaux
        cervelet cervelle cervelles cervicales cervin ces cesaire cesar cesarienne cesars cese
        cesium cessa cessation cesse cessent cesser cessera cessez cession cessions cest cet ceta
        cete cette ceux cevennes ceze cfa cfc cfdt cfe cgi cgt ch cha chablis chabot chacun chacune
        chad chagrin chai chain chaine chaines chair chaire chaires chaise chaises chale chales
        chalet chalets chaleur chaleureuse chaleureusement chaleureux chaleurs challe challenge
        challenger challenges challes chalon chalons cham chambellan chambers chambery chambre
        chambres chameau chameaux chamonix champ champagne champetre champignon champignons
        champion championnat championnats championne championnes champions championship champlain
        champs chan chance chancelier chancellerie chances chanceuse chanceux chandail chandelle
        chandelles chandler chanel chang change changea changeait changeant changee changees
        changement changements changent changeons changer changera changerai changerait changeront
        changes changez channel chanoine chanoines chanson chansons chant chantage chantait chantal
        chantant chante chantee chantent chanter chantes chanteur chanteurs chanteuse chanteuses
        chantier chantiers chantilly chantre chants chanvre chaos chaotique chap chapeau chapeaux
        chapelet chapelle chapelles chaperon chapes chapiteau chapiteaux chapitre chapitres chaplin
        chapman chaque chaques char character characters charades charbon charbonneau charbons
        charcuterie chardonnay charente charentes charest charette charge chargea chargee chargees
        chargement chargent charger chargera chargers charges chargeur chargeurs chargez charia
        charier chariot chariots charismatique charisme charitable charite charites charle
        charlemagne charlene charleroi charles charleston charlet charlety charleville charlevoix
        charley charli charlie charlier charlieu charlot charlots charlotte charlus charly charmant
        charmante charmantes charmants charme charmed charmee charmer charmes charms charnel
        charnels charniere charnues charnus charolles charon charpente charpentier charrette
        charrier charrue charrues chars charte charter charters chartes chartier chartres
        chartreuse charts charvet chase chasles chasse chassent chasser chasses chasseur chasseurs
        chassin chassis chastes chastete chat chataigne chataignes chataignier chataigniers chateau
        chateaubriand chateauneuf chateauroux chateaux chatelain chatelet chaties chatillon
        chatiment chaton chatons chats chatte chattes chaud chaude chaudement chaudes chaudiere
        chaudieres chaudron chauds chauffage chauffait chauffe chauffee chauffer chauffeur
        chauffeurs chaulnes chaume chaumes chaumette chaumont chaussee chaussees chaussette
        chaussettes chaussons chaussure chaussures chauve chauvel chauves chauvet chauvin chaux
        chaves chavez che cheap check chee cheese chef chefferie chefs cheikh chel chelem chelle
        chelles chelou chelsea chemin cheminee cheminees cheminement cheminots chemins chemise
        chemises chen chenal chene chenes chenet cheney cheng chenille chenilles chenu cheptel
        cheque cheques cher cherbourg cherchaient cherchais cherchait cherchant cherche cherchent
        chercher cherchera cherches chercheur chercheurs chercheuse cherchez cherchons chere
        chereau cheres cheri cherie cheries cheris cheron cherrier cherry chers chesne chesneau
        chester cheval chevalerie chevalier chevaliers chevau chevaux chevelu chevelure chevenement
        chevet cheveu cheveux cheville chevilles chevre chevreau chevreaux chevres chevreuil
        chevreul chevrolet chevron chewing cheyenne chez chi chiale chialer chiales chiant chiante
        chiants chic chicago chicane chiche chicken chico chicoutimi chics chicxulub chie chiee
        chief chien chienne chiens chier chiffon chiffre chiffrement chiffrer chiffres chignon
        chiisme chiite chiites child children chile chili chilien chill chiller chilly chimere
        chimie chimiotherapie chimique chimiques chimiste chin china chine chiner ching chino
        chinois chinoise chinoises chiny chiot chiots chiotte chiottes chip chipe chipoter chips
        chirac chiroptere chirurgical chirurgicale chirurgicales chirurgie chirurgien chirurgiens
        chitine chloe chlore chloree chlorophylle chlorure chlorures cho choc chochotte chocolat
        chocolatee chocolatine chocolats chocottes chocs choeur choeurs choi choisi choisie
        choisies choisir choisira choisis choisissant choisisse choisissent choisissez choisit
        choix cholera cholesterol cholet chomage chomeur chomeurs chon chopard chope choper chopin
        chopper choquant choquante choque choquee choquer choques choquette chorale chorales
        choregraphe choregraphie chorizo chose choses chou chouchou choucroute chouette chouettes
        choupette choux chow chretien chretienne chretiennes chretiens chretiente chris christ
        christelle christian christiane christianisme christie christina christine christmas
        christophe christopher chrome chromosomes chronique chroniques chroniqueur chroniqueurs
        chroniqueuse chrono chronologie chronologique chronometrage chronometre chronometree
        chronometres chrysalide chrysler chu chuck chui chuis chum church churchill chut chutant
        chute chuter chutes chypre cia ciao cible ciblee ciblees cibler cibles cic cicatrice
        cicatrices ciccone cice ciceron cid cide cidre cie ciel cielo ciels cies cieux cifre cigare
        cigares cigarette cigarettes cigogne cigognes cils cime ciment cimentier cimetiere
        cimetieres cimon cincinnati cindy cine cineaste cineastes cinema cinemas cinematheque
        cinematographe cinematographique cinematographiques cines cinetique cinq cinquantaine
        cinquante cinquieme cintre cio ciotti cir cirage circ circe circle circoncision
        circonference circonscription circonscriptions circonstance circonstances circuit circuits
        circulaire circulaires circulant circulation circule circulent circuler circus cire ciree
        cirer cires cirey ciri ciro cirq cirque cirrus cis cisco ciseau ciseaux cisjordanie cisse
        cit citadelle citadine citadins citant citation citations cite citee citees citent citer
        citerne citernes cites citizen citons citoyen citoyenne citoyennes citoyennete citoyens
        citroen citron citrons citrouille citrus city civ civiere civieres civil civile civiles
        civilisation civilisations civilise civilises civils civique civiques clair claire
        clairement claires clairiere clairs clamant clament clan clandestin clandestine
        clandestinement clandestinite clandestins clanique clans clap claque claquement claquer
        claques claquette claquettes clara clarence clarification clarifier clarisse clark clarke
        clarte clash class classe classee classees classement classements classer classes classic
        classification classique classiques claud claude claudel claudia claudie claudine claudio
        claudius claudy clause clauses claveau clavicule clavicules clavier claviers clay clayton
        cle clean clef clefs clemence clemenceau clemens clement clemente clementes clementine
        clements cleon cleopatre clepsydre clerc clercs clerge clermont cles cleveland clic cliche
        cliches clichy click clics client cliente clientele clientelisme clientes clients cliff
        clignement clignotant clignotants clignote clignotent clignoter clim climat climatique
        climatiques climatisation climatologue climats clin cline clinique cliniques clinquant
        clins clint clinton clio clip clips cliquant clique cliquer cliques cliquez clitoris
        clivage clivages clive cliver clochard clochards cloche clocher clochers cloches cloison
        cloisons cloitre clone clones clooney clope clopes cloportes clore clos close closer closes
        clot clothes clotilde cloturant cloture cloturer clotures clou cloud cloue clous cloute
        cloutier clovis clown clowns club clubs cluny clyde cm cnc cnil cnn cnrs co coach coache
        coaches coaching coachs coadjuteur coalition coalitions coast coauteur cobalt cobayes cobra
        coca cocaine cocarde coccinelle coccolithes coche cocher cochere cochers coches cochon
        cochonne cochons cochrane cockpit cocktail cocktails coco cocon cocos cocotier cocotte
        cocottes cocteau cocu cod coda codage codant code codec codee coder coderre codes codeur
        codex codification cody coefficient coefficients coentrao coequipier coequipiers coeur
        coeurs coexiste coexistence coffee coffre coffres coffret coffrets cofondateur cognac
        cognant cogne cognee cogner cognitif cognitifs cognitive cognitives cohabitation cohabiter
        cohen coherence coherent coherente cohesion cohn cohorte coiffe coiffee coiffer coiffeur
        coiffeurs coiffeuse coiffure coiffures coin coince coincee coincer coinces coincide
        coincidence coins coire coke col cola colas colbert cold cole coleman coleoptere
        coleopteres colere coleres colette colibri colibris colin colis colisee coll collaborateur
        collaborateurs collaboratif collaboration collaborations collaborative collabore collaborer
        collage collagene collages collaient collant collants collard collateraux collation colle
        collecte collectees collecter collectes collecteur collectif collectifs collection
        collectionne collectionner collectionneur collectionneurs collections collective
        collectivement collectives collectivite collectivites collector collee college colleges
        collegial collegiale collegiens collegue collegues collent coller colles collet collier
        colliers collin colline collines collins collision collisions collocation collomb collon
        colloque colloques collusion colmar colo coloc colocataire colocation cologne colomb
        colomba colombe colombes colombie colombien colombienne colombo colon colone colonel
        colonial coloniale coloniales colonialisme coloniaux colonie colonies colonisation colonise
        colonne colonnes colons colony color colorado colorant colorants coloration colore coloree
        colorees colores colorier coloris colos colossal colossale colosse colportage colporter
        cols colson colt colton coluche columbia columbus colza com coma comas combat combats
        combattant combattants combattent combattre combattu combes combi combien combinaison
        combinaisons combinant combine combinee combinees combinent combiner combines comble
        comblee combler combles combo combos combustible combustibles combustion comcast come
        comedie comedien comedienne comediens comedies coment comestible comestibles comet comete
        cometes comfort comic comics coming comique comiques comite comites comm commandait
        commandant commandants commande commandee commandees commandement commandements commander
        commandes commandeur commandez commanditaire commanditaires commando commandos comme
        commemoration commemorations commemorative commemorer commenca commencaient commencais
        commencait commencant commence commencee commencement commencent commencer commencera
        commencerent commences commencez commencons comment commentaire commentaires commentant
        commentateur commentateurs commente commentee commentent commenter commercant commercante
        commercants commerce commerces commercial commerciale commerciales commercialisation
        commercialise commercialisee commercialiser commercialises commerciaux commet commettent
        commettre commis commise commises commissaire commissaires commissariat commission
        commissions commode commodite common commons commonwealth commotion commun communal
        communale communales communautaire communautaires communautarisme communaute communautes
        communaux commune communement communes communication communications communion communiquant
        communique communiquee communiquees communiquent communiquer communiques communisme
        communiste communistes community communs como comores comp compa compact compactage
        compacte compacts compagne compagnes compagnie compagnies compagnon compagnons compans
        company comparable comparables comparaison comparaisons comparaitre comparant comparateur
        comparatif comparative comparativement compare comparee comparees comparent comparer
        compares comparez compartiment compartiments comparution compas compass compassion
        compatibilite compatible compatibles compatis compatriote compatriotes compensation
        compensations compense compensee compensees compenser comperes compet compete competence
        competences competent competente competentes competents competiteurs competitif competitifs
        competition competitions competitive competitivite compiegne compilation compile compilees
        complaisance complement complementaire complementaires complementarite complements complet
        completant complete completee completees completement completent completer completes
        complets complexe complexes complexite complication complications complice complices
        complicite compliment compliments complique compliquee compliquees compliquer compliques
        complot complots compo comportait comportant comporte comportee comportement comportements
        comportent comporter comportes compos composa composait composant composante composantes
        composants compose composee composees composent composer composera composes composez
        composite composites compositeur compositeurs composition compositions compost compostables
        compostage compostelle composter composteur compote compotes comprehensible comprehensif
        comprehension comprenaient comprenais comprenait comprenant comprend comprendra comprendrai
        comprendrais comprendrait comprendras comprendre comprendrez comprendront comprends
        comprenez comprenne comprennent comprenons compresseur compression comprime comprimer
        comprimes compris comprise comprises comprit compromettre compromis compromise comps compt
        compta comptabilite comptable comptables comptage comptages comptaient comptais comptait
        comptant compte comptees comptent compter comptera comptes compteur compteurs comptez
        comptine comptoir comptoirs comptons computer comte comtes comtesse con conakry conan
        concede conceder concentrant concentration concentrations concentre concentree concentrees
        concentrent concentrer concentres concept concepteur concepteurs conception conceptions
        concepts conceptuel concernait concernant concerne concernee concernees concernent
        concerner concernes concert concertation concerte concertes concerto concerts concession
        concessionnaire concessionnaires concessions concevoir conches concierge concile
        conciliation concilier concitoyens conclu concluant conclue concluent conclure conclus
        conclusion conclusions conclut concocte concocter concois concoit concombre concord
        concordance concordat concorde concordent concorder concordia concoure concourir concours
        concret concrete concretement concretes concretise concretiser concrets concu concue
        concues concurrence concurrencer concurrent concurrente concurrentes concurrentiel
        concurrents concus condamnant condamnation condamnations condamne condamnee condamnees
        condamnent condamner condamnes conde condensateur condensation condense condenseur condes
        condescendance condition conditionne conditionnel conditionnelle conditionnement conditions
        condo condoleances condorcet condos conduct conducteur conducteurs conduction conductrice
        conduira conduirait conduire conduis conduisait conduisant conduisent conduisit conduit
        conduite conduites conduits cone cones conf confection confederation confederes confere
        conferee conference conferences conferencier conferent conferer conferes confesse confesser
        confession confessions confia confiait confiance confiant confiante confidence confidences
        confident confidentialite confidentiel confidentielle confidentielles confidentiels confie
        confiee confiees confient confier confies config configuration configurations confine
        confinement confins confirmant confirmation confirme confirmee confirmees confirment
        confirmer confirmes confiscation confisque confisquer confiture conflit conflits confluent
        confond confonde confondent confondre confonds confondu confondue confondues confondus
        conforme conformement conformer conformes conformite confort confortable confortablement
        confortables conforte conforter confrere confreres confrerie confrontation confrontations
        confronte confrontee confrontees confronter confrontes confus confuse confusion cong conga
        conge congelateur congelation congeneres conges congestion conglomerat congo congolais
        congolaise congregation congregations congres conifere coniferes conique conjecture
        conjoint conjointe conjointement conjoints conjonction conjoncture conjugaison conjugal
        conjugale conjugales conjugue conjuguer conlon connais connaissaient connaissais
        connaissait connaissance connaissances connaissant connaisse connaissent connaisseur
        connaisseurs connaissez connaissiez connaissons connait connaitra connaitre connard
        connards connasse conne connecte connectee connectees connecter connectes connecteur
        connecteurs connecticut connection connerie conneries connetable connexes connexion
        connexions connivence connor connotation connu connue connues connus connut conon
        conquerant conquerir conquete conquetes conquis conquise conrad cons consacrant consacre
        consacree consacrees consacrent consacrer consacres consciemment conscience consciences
        conscient consciente conscients conscription consecration consecutif consecutifs
        consecutive consecutives conseil conseille conseillent conseiller conseillere conseillers
        conseillez conseils consensus consent consente consentement consenti consentir consentis
        consequence consequences consequent consequente conserva conservant conservateur
        conservateurs conservation conservatisme conservatoire conservatoires conservatrice
        conservatrices conserve conservee conservees conservent conserver conservera conserves
        conservez conservons considerable considerablement considerables consideraient considerait
        considerant consideration considerations considere consideree considerees considerent
        considerer consideres considerez considerons consigne consignes consistait consistance
        consistant consiste consistent consistoire conso consolation console consoler consoles
        consolidation consolide consolider consommant consommateur consommateurs consommation
        consommations consomme consommee consommees consomment consommer consommes consonne
        consonnes consortium consorts conspirateur conspiration constamment constance constant
        constante constantes constantin constantine constantinople constants constat constatant
        constatation constatations constate constatee constatees constatent constater constates
        constatons constats constellation constellations consterne consternes constituaient
        constituait constituant constituante constituants constitue constituee constituees
        constituent constituer constituera constituerait constitues constitution constitutionnalite
        constitutionnel constitutionnelle constitutionnelles constitutionnels constitutions
        constructeur constructeurs constructif construction constructions constructive construire
        construisant construisent construit construite construites construits consul consulaire
        consulaires consulat consuls consultable consultant consultants consultatif consultation
        consultations consultative consulte consultee consulter consultes consultez consulting
        consumer cont contact contacte contactee contacter contactes contactez contacts contagieuse
        contagieux contagion contamination contamine contaminee contaminer contamines contant conte
        contemplation contempler contemporain contemporaine contemporaines contemporains
        contenaient contenait contenance contenant conteneur conteneurs contenir content contentant
        contente contentent contenter contentieux contention contents contenu contenue contenues
        contenus contes contestable contestation contestations conteste contestee contestent
        contester conteur conteurs contexte contextes conti contiennent contient continent
        continental continentale continents contingent continu continua continuaient continuait
        continuant continuation continue continuellement continuent continuer continuera
        continuerai continuerons continueront continues continuez continuite continuons continuum
        contour contourne contournement contourner contours contra contraception contracte
        contractee contracter contraction contractions contractuel contractuelle contractuels
        contradiction contradictions contradictoire contradictoires contraignant contraignante
        contraindre contraint contrainte contraintes contraints contraire contrairement contraires
        contrarie contrarier contrario contraste contrastes contrat contrats contravention
        contraventions contre contrebande contrebas contrecarrer contredire contredit contree
        contrees contrefacon contrepartie contrer contres contribua contribuable contribuables
        contribuant contribue contribuent contribuer contribuera contributeur contributeurs
        contribution contributions control controlant controle controlee controlees controlent
        controler controles controleur controleurs controverse controversee controverses convainc
        convaincant convaincante convaincre convaincu convaincue convaincus convalescence
        convenable convenablement convenait convenance convenir convention conventionnel
        conventionnelle conventionnelles conventionnels conventions convenu converge convergence
        convergent conversation conversations converse converses conversion conversions converti
        convertie convertir convertis convertit conviction convictions convie conviendra
        conviendrait conviennent conviens convient convives convivial convivialite convocation
        convoi convois convoite convoque convoquee convoquer convoques convulsions cook cooke
        cookie cookies cool cools coon coop cooper cooperatif cooperation cooperative cooperatives
        coopere cooperer coopte coordinateur coordination coordonnateur coordonne coordonnee
        coordonnees coordonner cop copa copain copains cope copenhague copernic copernicus copiant
        copie copier copies copilote copine copines coproducteur coproprietaires copropriete
        copyright coq coqs coque coques coquette coquettes coquillages coquille coquilles coquin
        coquine coquines coquins cor cora corail coran coranique coraux corazon corbeau corbeaux
        corbeil corbeille corbier cord corde cordeau cordee cordes cordialement cordiaux cordier
        cordon cordonnier cordons core coree coreen coreenne coreennes coreens corentin corey
        coriace corinne cormier corn cornaline corne corneau corned cornee cornees corneille corner
        cornes cornet corniche cornillon cornue cornut corogne corollaire corolle coron corona
        coronavirus corp corporate corporation corporations corporel corporelle corporelles
        corporels corps corpus correct correcte correctement correctes correcteur correction
        correctionnel correctionnelle corrections corrects correlation correspond correspondait
        correspondance correspondances correspondant correspondante correspondantes correspondants
        corresponde correspondent correspondre correze corrida corridor corrie corriere corrige
        corrigee corrigees corriger corriges corrompre corrompu corrompue corrompus corrosion
        corrupteur corruption corsage corse corsee corses corsini corte cortege cortex cortone
        corvee corvees corvette corvin cory cos cose cosette cosmetique cosmetiques cosmique
        cosmologie cosmonaute cosmopolite cosmos cosse cosson cost costa costard costaud costume
        costumes cotation cotations cote coteaux cotee cotees cotes cotiere cotieres cotisation
        cotisations cotoie cotoient coton cotonou cotoye cotoyer cotte cotton cou couch coucha
        couchage couchant couche couchee couchees couchent coucher couchers couches couchez coucke
        coucou coude coudee coudes coudre coue couenne couette couettes cougar cougars couillard
        couille couilles couillon coulage coulait coulanges coulant could coule coulee coulees
        coulent couler couleur couleurs coulibaly coulisse coulisses couloir couloirs coulomb
        coulombe coulon coulson council count country county coup coupable coupables coupait
        coupant coupante coupants coupat coupe coupee coupees coupelle coupent couper coupes coupez
        couplage couple couples couplet couplets coupole coupon coupons coups coupure coupures cour
        courage courageuse courageux couraient courais courait couramment courant courante
        courantes courants courbant courbe courber courbes courbet courbevoie courbure coure
        courent coureur coureurs courez courgettes courier courir cournon couronne couronnee
        couronnement couronner couronnes courons courrait courrant courre courrez courriel
        courriels courrier courrieres courriers courrir courroie courroies courront cours course
        courser courses coursier coursiers courson court courtage courte courtes courtier courtiers
        courtiser courtois courtoisie courtrai courts couru courut cous couscous cousin cousine
        cousines cousins coussin coussins cout coutait coutant coute couteau couteaux coutent
        couter coutera couterait couteuse couteuses couteux couts coutume coutumes coutumier
        couture coutures couturier couv couvain couvait couvent couvercle couvert couverte
        couvertes couverts couverture couvertures couvrait couvrant couvre couvrent couvrez couvrir
        cove cover covid covoiturage cow cowboy cowboys cowell cox coyote cpe cpi cpu cqfd crabe
        crabes crache cracher crack crackers cracovie crade craie craies craig craignaient
        craignait craignant craignent craignez crain craindre crains craint crainte craintes crame
        cramer crampes crampons cran crane cranement cranes cranien cranienne craniennes craniens
        crans crapaud craque craquer crase crash crasse cratere crateres cravate crawford crayon
        crayonne crayons crazy crea creait cream creance creances creancier creanciers creant
        createur createurs creatif creatifs creatine creation creations creative creativite
        creatrice creature creatures creche creches credibilite credible credibles credit credite
        credits credo cree creed creee creees creek creent creer creera crees creez cremaillere
        cremant creme cremer cremes cremiere creneau creneaux creole creons crepe crepeau crepes
        crepuscule cretace crete creteil cretes cretin cretins creuse creusee creusent creuser
        creuses creux creve crevent crever crevette crevettes crew cri criait criant crible cricket
        crie crient crier cries crif crime crimee crimes criminalite criminel criminelle
        criminelles criminels criniere crique cris crise crises cristal cristallerie cristallin
        cristalline cristallines cristallins cristallise cristallisee cristallisent cristalliser
        cristaux cristiano cristina critere criteres critiquant critique critiquee critiquent
        critiquer critiques croate croates croatie croche croches crochet crochets crocodile
        crocodiles crocs croie croient croies croira croirait croire crois croisa croisade
        croisades croisant croise croisee croisees croisement croisements croisent croiser croises
        croisez croisiere croisieres croissance croissant croissante croissantes croissants croit
        croitre croix cromwell crop croque croquer croquette croquettes croquis crosby cross crosse
        croton crotone crotte crottes croulant croule croupe crous croustillant croute croutes
        crowdfunding croyaient croyais croyait croyance croyances croyant croyants croyez croyons
        crs cru cruaute cruche cruches crucial cruciale crucifie crucifix crue cruel cruelle
        cruellement cruels crues cruise crument crunch crurent crus crush crustaces cruz cry crypte
        crypto cryptos crystal csa csc csg csp css ctre ctrl cuba cubain cubaine cubains cube cubes
        cueille cueillette cueillir cugnot cuillere cuilleres cuir cuire cuisine cuisiner cuisines
        cuisinier cuisiniere cuisiniers cuisse cuisses cuisson cuit cuite cuites cuits cuivre
        cuivree cuivres cul culinaire culinaires culminant culmine culot culotte culottee culottes
        culpa culpabiliser culpabilite culs culte cultes cultivateurs cultive cultivee cultivees
        cultiver cultives culture culturel culturelle culturellement culturelles culturels cultures
        cum cumul cumule cumuler cumulonimbus cup cupidite cupidon cura curatelle cure curee cures
        curia curie curieuse curieusement curieuses curieux curiosite curiosites curiosity curl
        currie curry curse curseur cursus curtis curve cusson custom cut cutanee cutanees cute
        cutie cuve cuvee cuves cuvette cuvettes cyanobacterie cyanobacteries cyanure cyber
        cybersecurite cyborg cyclable cyclables cycle cycles cycling cyclique cyclisme cycliste
        cyclistes cyclo cyclone cyclones cyclonique cyclope cyclopes cygne cygnes cylindre
        cylindres cylindrique cylon cylons cynique cynisme cynthia cyprien cyr cyrano cyril cyrille
        cyrus dab daccord dacier dada daddy daech daesh daft dague daguerre daigle daigner daily
        dailymotion daimler dain daisy dakar dakota dal dalai dale dales dallaire dallas dalle
        daller dalles dalton dam damas dame damer dames damien damier damn damner damnes damon dan
        dana dance dancer dancing dandy danemark dang danger dangereuse dangereusement dangereuses
        dangereux dangerosite dangers dani daniel daniele danielle daniels danis danny danois
        danoise danon danone dans dansant danse dansent danser danses danseur danseurs danseuse
        danseuses dante dantes danton danube dany daphne dar darcy dard dare daria darius dark
        darling darren darty darwin darwinienne daryl das dash dassault dassin data datait datant
        datation date datee datent dater dates dating daube daumier dauphin dauphine dauphins
        davant davantage dave david davidson davies davis davos davy dawn dawson dax day days
        dayton de dea dead deal dealer dealers dean deandre death deau deauville deaux debacle
        debardeur debarque debarquement debarquent debarquer debarras debarrasse debarrasser debat
        debats debattre debattu debattue debauche debile debiles debit debiteur debits debloque
        debloquer deboires deboisement deborah deborde debordement debordements deborder debouche
        deboucher debouches debourser deboussole debout debraille debrancher debre debris
        debrouille debrouiller debut debutant debutants debute debutent debuter debutera debuts dec
        deca decadence decaissement decalage decale decalee decaler decapitation decapite decathlon
        decede decedee decedes deceler decembre decence decennie decennies decent decente
        decentralisation deception deceptions decerne decerner deces decevant decevante decevoir
        dechaine decharge decharger decharges decheance dechet dechets dechiffrer dechire dechiree
        dechirement dechirent dechirer dechirure dechu decibel decibels decida decidait decidant
        decide decidee decidees decidement decident decider decidera deciderent decides decideurs
        decidez decile decimait decimal decimales decime decimee decimer decimes decines decisif
        decisifs decision decisions decisive decisives deck declara declarait declarant declaration
        declarations declare declaree declarees declarent declarer declares declassement declenche
        declenchee declenchement declencher declencheur declic declin declinaison declinaisons
        decline decliner deco decoit decollage decolle decollent decoller decollete decolonisation
        decoloration decombres decompose decomposees decomposer decomposition decompte deconne
        deconnecte deconnecter deconner deconseille deconstruction decontracte decor decorateur
        decoratif decoratifs decoration decorations decore decoree decorees decorer decores decors
        decoudre decoulant decoule decoulent decoupage decoupe decoupee decouper decourage
        decourager decouvert decouverte decouvertes decouverts decouvrant decouvre decouvrent
        decouvrez decouvrir decouvrira decouvrit decret decrete decreter decrets decrire decris
        decrit decrite decrites decrits decrivait decrivant decrive decrivent decrochage decroche
        decrocher decroissance decryptage decrypter decu decue decus dedain dedans dedicace
        dedicaces dedie dediee dediees dedies dedommagement deduction deductions deduire deduit dee
        deep deesse deezer def defaillance defaillances defaillant defaire defait defaite defaites
        default defaut defauts defavorable defavorables defavorisees defavorises defecation
        defection defectueux defend defendait defendant defendent defendez defendre defends defendu
        defendue defendues defendus defense defenses defenseur defenseurs defensif defensive
        defensives deferlement defi defiance defiant deficience deficit deficitaire deficits defie
        defier defile defilement defilent defiler defiles defini definie definies definir definis
        definissant definissent definit definitif definitifs definition definitions definitive
        definitivement definitives defis deflation defonce defoncer deforestation deformation
        deformations deforme deformer defouler defunt defunte defunts degage degagee degagement
        degagent degager degaine degat degats degelant degeler degenere degenerer degeneres
        degenerescence degout degoutant degoute degradation degradations degrade degradee degrader
        degrades degre degree degres degrisement degueu degueulasse deguise deguisee deguisement
        deguiser deguises degustation deguste deguster dehors dei dej deja dejeune dejeuner
        dejeuners dejouer del dela delacroix delai delais delaisse delaissement delaisser delambre
        delaplace delaware delegation delegations delegue deleguee deleguer delegues deletere delga
        delhi delia deliberation deliberations delibere deliberee deliberement delicat delicate
        delicatement delicates delicatesse delicats delice delices delicieuse delicieusement
        delicieuses delicieux delimitation delinquance delinquant delinquants delirant delire
        delires delit delitement delits delivrance delivre delivree delivrent delivrer delivres
        dell della delle delmas delocalisation deloger delon deloyale delphine delta deltas deluge
        deluxe dem demagogie demain demanda demandaient demandais demandait demandant demande
        demandee demandees demandent demander demandera demanderai demanderais demanderait
        demanderont demandes demandeur demandeurs demandez demandons demantele demantelement
        demanteler demarcation demarche demarches demarque demarquer demarrage demarre demarrer
        demasque demeler demenage demenagement demenager demence demener dement dementi dementir
        demesure demesuree demesurement demeura demeurait demeurant demeure demeurent demeurer
        demeurera demeures demi demie demis demission demissionnaire demissionne demissionner demo
        democrate democrates democratie democraties democratique democratiquement democratiques
        democratisation demographie demographique demographiques demoiselle demoiselles demoli
        demolir demolition demon demoniaque demons demonstration demonstrations demonte demonter
        demontrant demontre demontree demontrent demontrer demunis den deneigement deni denicher
        denie deniers denigrement denigrent denigrer denim denis denise denivele deniz dennis
        denombre denominateur denomination denominations denomme denommee denon denoncait denoncant
        denonce denoncee denoncent denoncer denonces denonciation denonciations denote denouement
        denrees dens dense densement denses densite dent dentaire dentaires dental dentees dentelle
        dentelles dentifrice dentiste dentistes dentition dents denture denue denuee denuement
        denver denys deontologie deontologue dep depannage depanner depanneur depardieu depart
        departager departement departemental departementale departementales departementaux
        departements departs depassait depassant depasse depassee depassement depassements
        depassent depasser depasses depeche depecher depeches depeignent depeint depend dependait
        dependance dependances dependant dependante dependantes dependants dependent dependra
        dependre depends depens depense depensent depenser depenses depistage depit deplacant
        deplace deplacee deplacees deplacement deplacements deplacent deplacer deplaces deplaire
        deplaise deplait deploie deploiement deploient deplorable deplore deplorer deploye deployee
        deployees deployer deployes deportation deporte deportes deposant depose deposee deposees
        deposent deposer deposes deposez depositaire deposition depot depots depouille
        depouillement depouiller depouilles depourvu depourvue depourvus depp depreciation
        depressif depression depressions depressive deprimant deprime deprimee deprimer deprogramme
        dept depuis deputation depute deputee deputes der deracine deracines deraille deraisonnable
        derange derangeant derangement derangent deranger derangerait derapage derapages derape
        derby dereglement derek derision derisoire derivation derive derivee derivees deriver
        derives dermatologie dermatologiques dermatologue dermatologues dernier derniere
        dernierement dernieres derniers derobe derober derogation derogations deroger deroulait
        deroulant deroule deroulee deroulees deroulement deroulent derouler deroulera deroules
        deroutant deroute derrick derriere des desaccord desaccords desactive desactiver
        desagreable desagreables desagrements desamorcer desarme desarmement desarmer desarmes
        desarroi desastre desastres desastreuse desastreuses desastreux desavantage descartes
        descend descendait descendance descendant descendante descendants descendent descendre
        descends descendu descendue descendus descente descentes deschamps descriptif description
        descriptions descriptive desequilibre desequilibres desert deserte desertes deserts
        desesperant desespere desesperee desesperement desesperer desesperes desespoir deshabiller
        deshonneur deshydratation design designait designant designation designe designee designees
        designent designer designers designes desillusion desinformation desintegration
        desinteresse desir desirable desirait desirant desire desiree desirent desirer desireux
        desirez desirs desjardins desmarais desmarets desmond desobeissance desolant desolation
        desole desolee desoles desordre desordres desormais desoxyribonucleique desportes
        desquelles desquels dessein desseins dessert desserte dessertes desserts desservant
        desservi desservie desservir dessin dessinateur dessinateurs dessine dessinee dessinees
        dessinent dessiner dessines dessins dessous dessus destabilisation destabiliser destin
        destinataire destinataires destination destinations destine destinee destinees destines
        destins destiny destitue destitution destructeur destruction destructions destructrice
        desuet desunion detache detachee detachees detachement detacher detaches detail detaillant
        detaille detaillee detaillees detailler detailles details detecte detectee detecter
        detecteur detecteurs detection detective detectives detenait detend detendre detendu
        detendue detenir detente detenteur detenteurs detention detenu detenue detenues detenus
        deterioration determinant determinante determinants determination determine determinee
        determinees determinent determiner determinera determines determinisme deterre detestable
        detestait deteste detestent detester detestes detienne detiennent detient detour detourne
        detournee detournement detournements detourner detournes detours detracteur detracteurs
        detre detresse detriment detritus detroit detruire detruisaient detruisant detruisent
        detruit detruite detruites detruits dette dettes deug deuil deum deus deut deutsche deux
        deuxieme deuxiemement deuxiemes dev devaient devais devait devaluation devance devancer
        devant devants devastateur devaste devastee development developpant developpe developpee
        developpees developpement developpements developpent developper developpes developpeur
        developpeurs devenaient devenait devenant devenez devenir devenu devenue devenues devenus
        deverrouillage deversement deversements deverser devez deviation devie deviendra
        deviendrait deviendront devienne deviennent deviens devient devier deviez deville devils
        devin devine deviner devinez devinrent devins devint devions devis devise devises
        devoiement devoilant devoile devoilee devoilement devoilent devoiler devoiles devoir
        devoirs devolu devon devons devore devorer devores devotion devoue devouee devouement devra
        devrai devraient devrais devrait devras devrez devriez devrions devrons devront dexter
        dhabi dia diabate diabete diabetique diable diables diablo diabolique diacre diagnostic
        diagnostics diagnostique diagnostiquer diagonale diagramme diagrammes diakite dialecte
        dialectes dialectique diallo dialogue dialoguer dialogues diamant diamants diametre diamond
        diana diane diapason diaphane diaphragme diaporama diarrhee diaspora diaz diazote dich dick
        dico dictant dictateur dictateurs dictature dictatures dicte dictee dicter diction
        dictionnaire dictionnaires dicton did didactique diderot didier die died diego dielectrique
        dieppe diesel diete dietrich dieu dieudonne dieux dif diff diffamation differe differemment
        difference differences differenciation differencie differencier differend differends
        different differente differentes differentiel differentielle differents differer difficile
        difficilement difficiles difficulte difficultes diffraction diffus diffusant diffuse
        diffusee diffusees diffusent diffuser diffuses diffuseur diffuseurs diffusion digere
        digerer digesteur digestif digestion digital digitale digitales digne dignement dignes
        dignitaires dignite digue digues dihydrogene dijon dilatation dilate dilatent dilemme
        diligence dillon diluant dilue diluer dilution dim dimanche dimanches dimension dimensions
        diminuant diminue diminuee diminuent diminuer diminution dimitri din dina dinamo dinant
        dinde diner diners ding dingue dingues dino dinosaure dinosaures diocese dioceses diode
        diomede dion dionee dionne diop dior diouf dioxine dioxyde dioxygene diplomate diplomates
        diplomatie diplomatique diplomatiques diplome diplomee diplomes dipteres dir dira dirai
        diraient dirais dirait diras dire direct directe directement directes directeur directeurs
        direction directions directive directives directoire directrice directrices directs dires
        direz diriez dirige dirigea dirigeait dirigeant dirigeante dirigeantes dirigeants dirigee
        dirigees dirigent diriger dirigera diriges dirk dirons diront dirty dis disaient disais
        disait disant disante discale discernement discerner disciple disciples disciplinaire
        disciplinaires discipline disciplines disco discord discorde discotheque discount discours
        discovery discrediter discret discrete discretement discretes discretion discrets
        discrimination discriminations discriminatoire discussion discussions discutable discutait
        discutant discute discutee discutent discuter discutez dise disent dises disette disgrace
        disiez disney disneyland dison disons disparaisse disparaissent disparait disparaitra
        disparaitre disparites disparition disparitions disparu disparue disparues disparus
        disparut dispense dispenser dispenses disperse dispersees disperser disperses dispersion
        dispo disponibilite disponible disponibles disposaient disposait disposant dispose disposee
        disposees disposent disposer disposes disposez dispositif dispositifs disposition
        dispositions disposons disproportionnee dispute disputee disputees disputent disputer
        disputes disqualifie disque disques disquettes dissensions dissertation dissidence
        dissident dissidents dissimulation dissimule dissimulee dissimuler dissiper dissocier
        dissolution dissoudre dissous dissout dissoute dissuader dissuasion distal distale distance
        distancee distancer distances distancie distancier distant distante distantes distants
        distillation distinct distincte distinctes distinctif distinction distinctions distincts
        distingue distinguee distinguent distinguer distingues distorsion distraction distractions
        distraire distrait distribue distribuee distribuees distribuent distribuer distribues
        distributeur distributeurs distribution distributions district districts dit dite dites
        dits div diva divan divergence divergences divergent divers diverse diverses
        diversification diversifie diversifiee diversifier diversion diversite divertir
        divertissant divertissement divertissements dividende dividendes divin divine divines
        divinite divinites divise divisee divisees divisent diviser divises divisez division
        divisions divorce divorcee divorcer divorces divulgation divulguer dix dixieme dixit dixon
        diy dizaine dizaines django djibouti djihad djihadiste djihadistes djokovic dla dlc dmitri
        dmitry dna dns doc doch docile dociles docks docs docteur docteurs doctor doctoral
        doctorants doctorat doctrine doctrines docu document documentaire documentaires
        documentation documente documentee documenter documents dodge dodo dog dogmatique dogme
        dogmes dogs doha doi doigt doigts dois doisneau doit doive doivent dol dolan dolce
        doleances dollar dollars dom domaine domaines dome domestique domestiques domicile
        domicilie dominant dominante dominantes dominants domination domine dominee dominent
        dominer domines domingue dominic dominicain dominicaine dominicains dominique domino
        dommage dommageable dommages domont don donald donateur donateurs donation donations donc
        done dong donjon donna donnaient donnais donnait donnant donne donnee donnees donnent
        donner donnera donnerai donnerais donnerait donnerent donneront donnes donneur donneurs
        donnez donnons donovan dons dont doo doom door dopage dope dor dora dorade dordogne dore
        doree dorees dorenavant dores doria dorian doriane dorion dorique doris dormais dormait
        dormant dorment dormez dormi dormir dormons dorothee dorothy dors dorsal dorsale dorsales
        dorsaux dort dortmund dortoir dortoirs dorval dos dosage dose doser doses dosette dossier
        dossiers dot dotation dotations dote dotee dotees doter dotes dou douai douaire douala
        douane douanes douanier douaniere douanieres douaniers doublage double doublee doublement
        doubler doubles doublure doubs douce doucement douces douceur douceurs douche doucher
        douches douchez doudou doue douee doues doug douglas douille douilles douillet douleur
        douleurs douloureuse douloureuses douloureux dour dourdan doutais doutait doutant doute
        doutent douter doutes douteuse douteuses douteux doutez doutons douve douville douvres doux
        douzaine douzaines douze douzieme dow down doyen doyenne doyle doze draconienne dracula
        draft drag dragon dragons drague draguer draguignan drahi drainage draines drainville drais
        draisienne drake drama dramane dramatique dramatiques dramaturge drame drames drancy drap
        drapeau drapeaux drapee draps drastique drastiquement dre dream dresde dressage dresse
        dressee dressent dresser dresses dreux drew dreyfus drh drian drift drive driver drogue
        drogues droit droite droites droitier droits drole drolement droles drome drone drones drop
        drucker drue drug drumont druze dry dsk dsl du dual dualite dub dubai dublin dubois duc
        duce duche duches duchesne duchesse duck ducs dudit due duel duels dues duflot dufour
        duhamel dujardin duke dumas dument dumont dumoulin dumping dun duncan dune dunes dunkerque
        dunn duo duos dupe dupes duplessis duplex duplication dupont dupre dupree dupuis dupuy
        duque duquel dur dura durabilite durable durablement durables durait dural durand durant
        duras durcies durcir durcissement dure duree durees durement durent durer durera dures
        duret durete durex durs dus dut dutch dutton duty duval duvet dvd dwight dylan dynamique
        dynamiques dynamiser dynamisme dynamite dynamo dynamos dynastie dysfonctionnement
        dysfonctionnements eacute eagle eagles eames earl early ears earth east easter eastwood
        easy eau eaux ebauche ebay eberhard eblouissement ebola ebranle ebrecher ebullition ecaille
        ecailles ecarlate ecart ecartant ecarte ecartee ecarter ecartes ecarts ecclesiastique
        ecclesiastiques ecervele ecervelee ecerveles echange echangees echangent echanger echanges
        echangeur echantillon echantillonnage echantillons echappant echappatoire echappe echappee
        echappement echappent echapper echappes echarpe echarpes echauffement echeance echeances
        echeant echec echecs echelle echelles echelon echelons echeveau echevin echidnes echine
        echiquier echo echographie echolocalisation echolocation echos echoue echouent echouer
        eclair eclairage eclairages eclaircir eclaire eclairee eclairer eclaires eclairs eclat
        eclatant eclatante eclate eclatement eclatent eclater eclats eclectique eclectiques eclipse
        eclipsee eclipsent eclipser eclipses eclopes eclosion ecluse eco ecoeurant ecole ecoles
        ecoliers ecolo ecologie ecologique ecologiques ecologiste ecologistes ecolos econome
        economes economic economics economie economies economique economiquement economiques
        economise economiser economiste economistes ecorce ecorces ecorche ecossais ecossaise
        ecosse ecosysteme ecosystemes ecoulant ecoule ecoulee ecoulees ecoulement ecoulent ecouler
        ecoules ecoutais ecoutait ecoutant ecoute ecoutee ecoutent ecouter ecoutes ecouteurs
        ecoutez ecran ecrans ecrasant ecrasante ecrase ecrasee ecrasement ecraser ecrases ecrie
        ecrier ecrin ecrira ecrire ecris ecrit ecrite ecrites ecrits ecriture ecritures ecrivain
        ecrivaine ecrivains ecrivais ecrivait ecrivant ecrive ecrivent ecrivez ecrivit ecroule
        ecrouler ect ecu ecueil ecuelle ecume ecureuil ecureuils ecurie ecuries ecusson ecussons
        ecuyer eddie eddy eden eder edf edgar edgard edge edicule edifiant edification edifice
        edifices edifie edifier edimbourg edin edinson edison edit edite editee editer edites
        editeur editeurs edith edition editions edito editorial editoriale editorialiste editrice
        edmond edmonton edna edouard eds edson eduard eduardo educateur educateurs educatif
        educatifs education educative educatives eduque eduquer eduques edvard edward edwards edwin
        edwina eelv efface effacee effacement effacer effaces effare effaree effect effectif
        effectifs effective effectivement effectuait effectuant effectue effectuee effectuees
        effectuent effectuer effectuera effectues effervescence effet effets efficace efficacement
        efficaces efficacite efficience effie effigie effondre effondree effondrement effondrer
        efforce efforcent effort efforts effraction effractions effraie effraient effrayant
        effrayante effraye effrayee effrayer effrayes effrene effrite effroi effrontement
        effroyable egal egale egalement egaler egales egalisation egaliser egalitaire egalite egard
        egards egare egarements egaux egerie egide eglise eglises ego egocentrique egoisme egoiste
        egoistes egorger egout egouts egrener egypt egypte egyptien egyptienne egyptiennes
        egyptiens ehpad eifel eiffel eille ein eine einer eins einstein eire eisenstein eisner
        either ejection el elaboration elabore elaboree elaborees elaborer elabores elaine elan
        elance elancee elances elans elargi elargie elargir elargissement elargit elasticite
        elastique elastiques elbe eldorado eleanor electeur electeurs election elections elective
        electoral electorale electorales electorat electoraux electra electre electric electrical
        electrice electrices electricien electricite electrification electrifie electrifiee
        electrifier electrifies electrique electriques electrise electro electrocute electrode
        electrodes electrolux electrolytique electromagnetique electromagnetiques electromagnetisme
        electromenager electron electronic electronica electronicien electronics electronique
        electroniques electrons elegance elegant elegante elegantes elegants elegie element
        elementaire elementaires elements elena elephant elephante elephanteau elephants elevage
        elevages elevait elevant elevation eleve elevee elevees elevent elever eleves eleveur
        eleveurs elfe elfes eli elias elie eligibilite eligible eligibles eliminant elimination
        eliminatoires elimine eliminee eliminer elimines eliot elire elisa elisabeth elise elit
        elite elites elixir elizabeth ella elle ellen elles ellie elliot elliott ellipse ellipses
        elliptique ellis elodie eloge eloges eloignant eloigne eloignee eloignees eloignement
        eloignent eloigner eloignes elon eloquence eloquent eloquentes elsa else elu elucide
        elucider elue elues elus elvis elysee elysees elytres email emaille emails emanant
        emancipation emane emballage emballages emballe emballer embarcation embarcations embargo
        embarque embarquee embarquement embarquent embarquer embarques embarras embarrasse embauche
        embaucher embauches embellir embetant embete embeter emblee emblematique emblematiques
        embleme embouchure embouteillage embouteillages embrasent embrassant embrasse embrassent
        embrasser embrayage embrouille embrouiller embrouilles embryon embryons embuches embuscade
        eme emea emeraude emerge emergee emergees emergence emergent emergents emerger emerite
        emerson emery emet emettait emettent emetteur emetteurs emettre emeu emeus emeut emeute
        emeutes emigration emigre emigrer emigres emile emilie emilio emily eminem eminemment
        eminent eminents emir emirats emis emise emises emissaire emissaires emission emissions
        emma emmanuel emmanuelle emmenager emmene emmenee emmenent emmener emmenes emmerde emmerder
        emmerdes emmerdeur emmy emoi emotif emotion emotionnel emotionnelle emotionnellement
        emotions emousse emoussee emouvant emouvante emouvoir empare emparent emparer empathie
        empechait empechant empeche empechee empechent empecher empechera empecherait empereur
        empereurs emperor emphase empilement empire empirer empires empirique emplacement
        emplacements emploi emploie emploient emplois employait employant employe employee
        employees employer employes employeur employeurs empoisonne empoisonnement empoisonnements
        empoisonner emportant emporte emportee emportent emporter emportera emportes empreint
        empreinte empreintes empresse emprise emprisonne emprisonnee emprisonnement emprisonner
        emprisonnes emprunt empruntant emprunte empruntee empruntent emprunter empruntes emprunteur
        emprunts emu emue emulateur emulation en ena encadrant encadre encadree encadrees
        encadrement encadrent encadrer encadres encaisse encaissement encaisser encaisses encartes
        enceinte enceintes encens encephale encercle enchaine enchainement enchainent enchainer
        enchante enchantee enchantement enchanteur enchere encheres enclave enclin encline enclins
        enclos enclume encolure encombrant encombre encombrement encontre encor encore encourage
        encourageant encouragee encouragement encouragements encouragent encourager encourages
        encours encre encule enculee enculer encules encyclopedie end endemique enders endettement
        endiguement endiguer endometre endommage endommagee endommager endommages endormi endormie
        endormir endormis endormissement endors endort endosser endroit endroits ends enduit
        endurance endure endurer energetique energetiques energie energies energique energy
        enervant enerve enervee enervement enerver enfance enfant enfantin enfantine enfants enfer
        enfermait enferme enfermee enfermement enfermer enfermes enfers enfile enfiler enfin
        enflamme enflammer enflure enfoire enfoires enfonce enfoncer enfoui enfouis enfouissement
        enfreindre enfreint enfui enfuir enfuit enfume engage engagea engageant engagee engagees
        engagement engagements engagent engager engages engendre engendree engendrent engendrer
        engendres enghien engie engin engineering engins england english englobe englouti englue
        engouement engourdissement engrais engraissement engrenage engueuler enieme enigmatique
        enigme enigmes enjeu enjeux enjoint enjoy enlevant enleve enlevee enlevees enlevement
        enlevements enlevent enlever enleves enlevez enlise enlisement enna enneigement ennemi
        ennemie ennemies ennemis ennui ennuie ennuis ennuye ennuyer ennuyeux enonce enoncee enoncer
        enonces enorme enormement enormes enquete enqueter enquetes enqueteur enqueteurs enracines
        enrage enrayer enregistre enregistree enregistrees enregistrement enregistrements
        enregistrent enregistrer enregistres enregistreur enrhume enrichi enrichie enrichir
        enrichis enrichissant enrichissement enrichissent enrichit enrico enrique ens enseignait
        enseignant enseignante enseignants enseigne enseignee enseignement enseignements enseignent
        enseigner enseignes ensemble ensembles enseveli ensoleille ensoleillee ensoleillement
        ensuit ensuite ent entame entamee entamer entant entassement entend entendaient entendais
        entendait entendant entende entendement entendent entendez entendit entendons entendra
        entendre entends entendu entendue entendues entendus entente ententes enterprise enterre
        enterree enterrement enterrent enterrer enterres entertainment enthousiasme enthousiaste
        enthousiastes entier entiere entierement entieres entiers entite entites entonne entorse
        entourage entourant entoure entouree entourees entourent entourer entoures entra entrai
        entraide entrailles entrain entraina entrainait entrainant entraine entrainee entrainement
        entrainements entrainent entrainer entrainera entrainerait entraines entraineur entraineurs
        entrait entrant entrants entrave entraver entraves entre entree entrees entremise entrent
        entrepot entrepots entreprend entreprendre entrepreneur entrepreneuriat entrepreneurs
        entrepris entreprise entreprises entreprit entrer entrera entres entretenait entretenir
        entretenu entretenue entretenus entretien entretiennent entretiens entretient entrevoir
        entrevue entrevues entrez entrons ents enumere env envahi envahie envahir envahis
        envahissement envahissent envahisseurs envahit enveloppe enveloppes enveniment envergure
        enverra enverrai envers envi envie envier envies environ environnantes environnants
        environnement environnemental environnementale environnementales environnementaux
        environnements environs envisage envisageable envisageait envisagee envisagees envisagent
        envisager envisages envoi envoie envoient envoies envois envol envole envolee envolent
        envoler envoya envoyait envoyant envoye envoyee envoyees envoyer envoyes envoyez enzo
        enzyme enzymes eole eolien eolienne eoliennes eoliens eos epais epaisse epaisses epaisseur
        epanche epandre epanouir epanouissement epargne epargnee epargner epargnes epaule epaules
        epave epaves epee epees ephemere ephemeres epi epic epice epicea epiceas epicee epicene
        epicentre epicerie epiceries epices epicier epidemie epidemies epiderme epilation epile
        epilepsie epilogue epinards epine epinephrine epines epineuses epineux epingle epingles
        epiniere epique epis episcopal episcopale episcopat episode episodes eploree eplucher
        epluchures eponge eponyme epopee epoque epoques epousa epouse epousee epouser epouses
        epouvantable epouvantail epoux epr epreuve epreuves epris eprouvant eprouve eprouvee
        eprouvent eprouver eps epstein epuisant epuise epuisee epuisement epuiser epuises epuration
        epures equateur equation equations equatorial equatoriale equestre equestres equilibre
        equilibree equilibrer equilibres equin equine equinox equinoxe equinoxes equipage equipages
        equipe equipee equipees equipement equipements equiper equipes equipier equipiers equitable
        equitablement equitation equite equivalence equivalent equivalente equivalentes equivalents
        equivaut equivoque era erable erables eradication eradiquer eraillee erard erasmus erdogan
        ere erectile erection ergonomie erhard eric erige erigee eriger erik erika erin eris
        ermitage ermite erna ernest ernesto ernst erosion erotique erotiques erotisme errance
        errant errants erre errements errer erreur erreurs errone erronee erronees erstein erudit
        erudition erudits eruption eruptions ervin erwan erwin esa escadre escadron escadrons
        escalade escalader escale escales escalier escaliers escapade escape escargot escargots
        escarpes escarres escaut escient esclavage esclave esclaves escobar escompte escort escorte
        escortes escouade escrime escroc escrocs escroquerie esnault esp espace espaces espagne
        espagnol espagnole espagnoles espagnols espece especes esperaient esperais esperait
        esperance esperances esperant espere esperent esperer esperons espion espionnage espionne
        espionner espions esplanade espoir espoirs esport esprit esprits esque esquire esquisse
        esquisses esquive esquiver ess essai essaie essaient essaierai essaies essais essaya
        essayaient essayais essayait essayant essaye essayent essayer essayes essayez essayiste
        essayons essence essences essentiel essentielle essentiellement essentielles essentiels
        essie essieu essonne essor essuie essuies essuye essuyer est estac estaing estaminet
        estampes este esteban estella estelle esther esthetique esthetiques estienne estima
        estimait estimant estimateur estimation estimations estime estimee estimees estiment
        estimer estimes estimez estimons estival estivale estivales estoc estomac estomacs estompe
        estonie estrade estrie estrosi estuaire estuaires et eta etable etabli etablie etablies
        etablir etablis etablissant etablissement etablissements etablissent etablit etage etagere
        etageres etages etai etaient etain etais etait etalage etale etalement etaler etalon
        etamine etamines etanche etancheite etang etangs etant etape etapes etat etatique etatiques
        etats etau etayer etc ete eteigne eteindre eteins eteint eteinte eteintes eteints etend
        etendait etendant etendard etende etendent etendre etendu etendue etendues etendus eternel
        eternelle eternellement eternels eternite eternue eternuements etes ethan ethane ether
        ethier ethiopie ethique ethiques ethnie ethnies ethnique ethniques ethnologie etienne etiez
        etincelle etincelles etiole etions etiquetage etiquette etiquettes etire etirements etirer
        etna etoffe etoile etoilee etoiles etole etonnamment etonnant etonnante etonnantes
        etonnants etonne etonnee etonnement etonnent etonner etonnerait etonnes etouffe etouffee
        etouffer etrange etrangement etranger etrangere etrangeres etrangers etranges etranglement
        etrangler etre etreinte etrennes etres etretat etrier etriers etriper etrique etroit
        etroite etroitement etroites etroits etron ets etta ettore etude etudes etudiait etudiant
        etudiante etudiantes etudiants etudie etudiee etudiees etudient etudier etudies etui
        etymologie eucalyptus eucharistie euclide euclidien eudes eue eues eugene eugenie euh euler
        euphemisme euphorie eur eurasia eurasienne eure eureka eurent euro europa europe european
        europeen europeenne europeennes europeens euros eurotunnel eurovision eus eustace eustache
        eut euthanasie eux eva evacuation evacue evacuee evacuer evacues evade evader evades
        evaluation evaluations evalue evaluee evaluees evaluer evalues evan evangelique
        evangeliques evangelisation evangile evangiles evanouir evanouissement evans evaporateur
        evaporation evasion eve eveche eveil eveille eveiller evelyn evelyne even evenement
        evenementiel evenementiels evenements event eventail events eventualite eventuel eventuelle
        eventuellement eventuelles eventuels eveque eveques ever everest evert everton every
        everything evian eviction evidement evidemment evidence evident evidente evidentes evidents
        evier evil evitant evite evitement evitent eviter evitera evitez evocation evoluait
        evoluant evolue evoluent evoluer evolutif evolution evolutions evolutive evoquait evoquant
        evoque evoquee evoquees evoquent evoquer evoques evreux evry exact exacte exactement
        exactes exactions exactitude exacts exageration exagere exageree exagerer exam examen
        examens examina examine examinee examiner examines examinez exasperation excede excedent
        exceder excel excelle excellence excellent excellente excellentes excellents excentre
        excentrique excepte exception exceptionnel exceptionnelle exceptionnellement
        exceptionnelles exceptionnels exceptions exces excessif excessifs excessive excessivement
        excessives exchange excision excitant excitante excitation excite excitee exciter excites
        exclamation exclame exclu excluant exclue excluent exclues exclure exclus exclusif
        exclusifs exclusion exclusive exclusivement exclusives exclusivite exclut excrements
        excretion excursion excursions excuse excuser excuses excusez executant execute executee
        executees executer executes executif execution executions executive exemplaire exemplaires
        exemple exemples exempt exemption exercait exercant exerce exercee exercees exercent
        exercer exercice exercices exergue exhaustif exhaustive exhiber exhibition exhorte exige
        exigeait exigeant exigeante exigeants exigee exigees exigence exigences exigent exiger exil
        exile exiler exiles existaient existait existance existant existante existantes existants
        existe existence existent existentielle exister existera existerait exit exo exode exogene
        exoneration exorbitant exotique exotiques exp expansion expatries expedie expedier
        expediteur expedition expeditions experience experiences experimental experimentale
        experimentales experimentation experimentations experimentaux experimente experimentee
        experimenter experimentes expert experte expertise expertises experts expiation expiration
        expire expirer explication explications explicite explicitement explicites expliquait
        expliquant explique expliquee expliquent expliquer expliquera expliquerait expliques
        expliquez exploit exploitant exploitants exploitation exploitations exploite exploitee
        exploitees exploitent exploiter exploites exploits explora explorateur explorateurs
        exploration explorations explore exploree explorees explorent explorer explorera explores
        explorez explose explosee explosent exploser explosera exploses explosif explosifs
        explosion explosions explosive expo exponentielle export exportateur exportateurs
        exportation exportations exporte exporter expos exposant exposants expose exposee exposees
        exposent exposer exposes exposition expositions expres express expresse expressement
        expressif expression expressions exprimait exprimant exprime exprimee exprimees expriment
        exprimer exprimes expropriation expulse expulsent expulser expulses expulsion expulsions
        exquis extase extension extensions exterieur exterieure exterieures exterieurs
        extermination exterminer externe externes extinction extirper extorsion extra extracteur
        extracteurs extraction extradition extraire extrait extraite extraites extraits
        extraordinaire extraordinairement extraordinaires extraterrestre extraterrestres extreme
        extremement extremes extremis extremisme extremiste extremistes extremite extremites
        exupery eye eyes ezra fab fabian fabien fabienne fabio fabius fable fables fabre fabricant
        fabricants fabrication fabrice fabriquait fabriquant fabrique fabriquee fabriquees
        fabriquent fabriquer fabriques fabuleuse fabuleux fac facade facades face facebook faces
        facette facettes fache fachee facher facheuse facheux facho fachos facial faciale facies
        facil facile facilement faciles facilitant facilite facilitee facilitent faciliter
        facilites facon faconne faconner facons fact facteur facteurs factice faction factions
        facto factory facturation facture factures facultatif faculte facultes fade fader fagan
        fahrenheit fai faible faiblement faibles faiblesse faiblesses faience fail faille failles
        failli faillit faillite faillites faim fain fair faire fais faisabilite faisable faisaient
        faisais faisait faisant faisceau faisceaux faisions faisons fait faite faites faith faits
        fake falaise falaises falcao falcon fall fallait falloir falls fallu fallut fame famelique
        famenne fameuse fameuses fameux familial familiale familiales familiariser familiaux
        familier familiere familiers famille familles family famine famines fan fanatique
        fanatiques fanatisme fanchon fanfare fang fanny fano fanon fans fanta fantaisie fantaisies
        fantaisiste fantaisistes fantasme fantasmes fantastique fantastiques fantasy fantine
        fantome fantomes fao faon faons faou faq far farber farce fard fardeau fardeaux fardier
        fare fargeau fargo faria farid farine farines faris farm farman farmer farming faron
        farouche farouchement farran farrell fars fascinant fascinante fascination fascine fascines
        fascisme fasciste fascistes fashion faso fasse fassent fasses fassiez fassin fast faste
        faster fat fatal fatale fatalement fatalite fate fatigant fatiguant fatigue fatiguee
        fatiguer fatigues fatima fatou faubourg faubourgs fauche faucher fauches faucilles faucon
        faudra faudrait faune faur faure faus fausse faussee faussement fausses faust faut faute
        fautes fauteuil fauteuils fauteur fautif fauve fauves faux fave faveur faveurs favorable
        favorablement favorables favori favoris favorisant favorise favorisee favorisent favoriser
        favorises favorite favorites favoritisme favre fax fayard faye fayence fayette fbi fcfa fda
        fdj fdp feat featuring febrile fecondation feconder fecondite fed federal federale
        federales federalisme federaliste federalistes federation federations federaux federer
        federico fee feed feel feeling feerique fees fein feindre feins feinstein feinte felee
        felicien felicitation felicitations felicite feliciter felin felins felipe felix fell
        fellation felures female femelle femelles femen femina feminin feminine feminines feminins
        feminisme feministe feministes feminite femme femmes femoral femorale femur femurs fend
        fendre fendu fendue fenetre fenetres feng fennec fente feodal feodale fer fera ferai
        feraient ferais ferait feras ferdinand feret ferez fergie ferguson ferhat ferie feries
        feriez ferma fermage fermait fermant fermat ferme fermee fermees fermement ferment
        fermentation fermentations fermenter fermer fermes fermete fermeture fermetures fermez
        fermier fermiers fernand fernandez fernando feroce ferocement feroces feron ferons feront
        ferraille ferrand ferrari ferrat ferre ferree ferrees ferrer ferres ferroviaire
        ferroviaires ferrure ferry fers ferte fertile fertiles fertilite fervent ferveur fesse
        fessee fesses fest festif festin festival festivals festive festivites fetant fetard fete
        feter fetes fetiche feu feud feuillage feuillages feuille feuillee feuilles feuillet
        feuillete feuilletes feuilleton feuillets feuillu feuillus feur feurs feutre feux fev feves
        fevr fevrier fff fia fiabilite fiable fiables fiancailles fiance fiancee fiant fiasco fiat
        fibre fibres ficelle ficelles fiche ficher fiches fichier fichiers fichte fichtre fichu
        fictif fictifs fiction fictions fictive fide fidel fidele fidelement fideles fidelite fidji
        fie fief fiefs fiel field fields fiente fier fiere fierement fieres fiers fierte fiesta
        fievre fifa fig figaro fige figee figer fight fighter figues figuraient figurait figurant
        figurants figuration figure figurent figurer figures figurine figurines fil filage filaient
        filaire filait filament filaments filant filante filantes filature file filent filer files
        filet filets filiale filiales filiation filiere filieres filigrane fille filles fillette
        fillettes filleul filleule fillion fillon film filmaient filmant filme filmee filmees
        filment filmer filmes films filon filons fils filtrage filtrant filtrante filtration filtre
        filtrent filtrer filtres fin fina final finale finalement finales finaliser finaliste
        finalistes finalite finance financee financees financement financements financent financer
        finances financial financier financiere financierement financieres financiers finaux find
        fine finement fines finesse fini finie finies finir finira finirait finiras finiront finis
        finissait finissant finisse finissent finistere finit finition finkielkraut finlandais
        finlande finn fino fins fion fiona fioul fique fire firefox firent firmament firme firmes
        first fis fisc fiscal fiscale fiscales fiscalite fiscaux fischer fish fisher fissure
        fissuree fissures fist fister fiston fit fitness fitz fitzgerald five fix fixaient fixant
        fixation fixe fixee fixees fixement fixent fixer fixes fizeau fjord flacon flacons flag
        flagrant flagrante flair flaire flamand flamande flamands flamant flambeau flambee flambent
        flamboyant flamenco flament flamingo flammarion flamme flammes flan flanc flanche flancher
        flancs flandre flandres flane flanque flaque flash flat flatte flatter flatteur flaubert
        fleau fleche fleches fleming flemme flemming flers fletcher fleur fleure fleurent fleuri
        fleurie fleurir fleuris fleurissent fleuriste fleuron fleurons fleurs fleurus fleury fleuve
        fleuves flexibilite flexible flexibles flexion flic flics flight flingue flinguer flip
        flippant flippe flipper flirt flirter fln flo flocons flon flop flora floraison florale
        flore florence florent florentin flores floret florian floride florissante flosse flot
        flots flottaient flottant flottante flottantes flottants flotte flottement flottent flotter
        flottes flou floue floues flour flow floyd fluctuations fluide fluides fluidite fluo
        fluorescente flute fluvial fluviale flux fly flyers flying flynn fmi fnac fnsea focalise
        focaliser foch focus fode foetus foi foie foies foil foin foins foire foirer foires foireux
        fois foix fol fold foley foliaire folie folies folio folk folklore folklorique folle
        follement folles follow followers fon fonce foncee foncer foncez foncier fonciere
        foncierement foncieres fonciers fonction fonctionnaient fonctionnaire fonctionnaires
        fonctionnait fonctionnalite fonctionnalites fonctionnant fonctionne fonctionnel
        fonctionnelle fonctionnelles fonctionnels fonctionnement fonctionnent fonctionner
        fonctionnera fonctions fond fonda fondamental fondamentale fondamentalement fondamentales
        fondamentaux fondant fondateur fondateurs fondation fondations fondatrice fonde fondee
        fondees fondement fondements fondent fonder fonderie fondes fondeurs fondra fondre fonds
        fondu fondue font fontaine fontainebleau fontaines fontanelles fonte fontenay food foods
        foot football footballeur footballeurs for fora forage forages foraine forbes forca forcant
        force forced forcee forcees forcement forcene forcent forcer forces forcez ford fore
        foreign forel forem forer fores forest forestier forestiere forestieres forestiers foret
        forets forever forex forez forfait forfaitaire forfaits forge forgee forger forgeron forges
        forget fork form forma formaient formait formalite formalites forman formant format
        formateur formateurs formation formations formats forme formee formees formel formelle
        formellement formelles forment former formeront formes formidable formidables formons
        formulaire formulaires formulation formule formulee formulees formuler formules foro
        forrest fors fort forte fortement forteresse forteresses fortes fortifications fortifie
        fortifiee fortin fortiori forts fortuitement fortune fortunes forum forums forza foss fosse
        fosses fossey fossile fossiles foster fou foucart foucauld foucault fouche foucher fouchet
        foudre foudres fouet fouette fouetter fougere fougeres fougue fouillant fouille fouillee
        fouillees fouiller fouilles fouillez fouillis fouine foulant foulard foule foulee fouler
        foules found foundation four fourbe fourche fourches fourchette fourgon fourgons fourier
        fourmi fourmis fourneau fourneaux fourni fournie fournier fournies fournir fournira fournis
        fournissait fournissant fournissent fournisseur fournisseurs fournit fourniture fournitures
        fourre fourree fourrer fourrier fourriere fourrure fourrures fours fous fout foutage
        foutais foutait foutant foute foutent foutez foutons foutre foutrement fouttre foutu foutue
        foutues foutus foux fox foy foye foyer foyers fps fra fracas fraction fractions fracture
        fractures fragile fragiles fragilite fragment fragmentant fragmentation fragments fraiche
        fraichement fraiches fraicheur fraie frais fraise fraises framboise frame framework fran
        franc francais francaise francaises france frances francesca francesco francfort franche
        franchement franches franchi franchie franchies franchir franchis franchise franchises
        franchissement franchit francie franciliens francine francis francisco franck franco
        francois francoise francophone francophones francophonie francs frange franges frangin
        frank franken frankenstein frankie franklin franquin franz frappa frappait frappant
        frappante frappe frappee frappees frappent frapper frappes fraser fraternite fratrie fraud
        fraude fraudes fraudeurs frauduleuse frauduleux frayer frayeur fred freddie freddy frederic
        frederick frederique free freebox freed freedom freelance freeman freestyle fregate
        fregates frein freinage freine freiner freins frejus frele freles frelon frelons fremir
        french frenchie frenchies frene frenes frenesie frequemment frequence frequences frequent
        frequentait frequentation frequentations frequente frequentee frequentent frequenter
        frequentes frequents frere freres frerot fresh fresque fresques fret fretille freud freund
        freux friande fribourg fric friche friction frictions friday friedrich friend friendly
        friends frigo fringues friques fris frise frisson frissons frite frites fritz froid froide
        froidement froides froideur froids froissement froisser frolant frole from fromage fromages
        froment fronde frondeurs front frontal frontale frontalement frontalier frontaliere
        frontaliers frontenac frontiere frontieres fronton fronts frost frottant frotte frottee
        frottees frottement frottements frottent frotter frou fructueuse fruit fruitiers fruits
        frustrant frustration frustrations frustre frustres fuck fucking fuel fugitif fugitifs
        fugue fui fuie fuient fuir fuis fuit fuite fuiter fuites fuji fukushima fulgurante full
        fuller fumant fumante fume fumee fumees fument fumer fumes fumeur fumeurs fumier fumiers
        fun function fund funebre funebres funerailles funeraire funeraires funeste funestes funk
        funky funny fur furent furet fureur furie furieuse furieuses furieux fury fus fuseau fusee
        fusees fusible fusil fusillade fusille fusilles fusils fusion fusionne fusionner fusions
        fusse fussent fut fute futile futs futur future futures futuriste futurs fuyant fuyante
        fuzz gabarit gabelle gabi gable gabon gabonais gabriel gabrielle gaby gache gacher gachis
        gad gadget gadgets gael gaelle gaetan gaffe gag gaga gagarin gagarine gage gages gagna
        gagnait gagnant gagnante gagnantes gagnants gagne gagnee gagnent gagner gagnera gagnerait
        gagnes gagnez gagnon gags gai gaie gaiete gaillard gain gaine gaines gains gainsbourg gais
        gaite gal gala galactique galactose galan galand galant galante galantes galatasaray
        galatee galatie galaxie galaxies galaxy gale galeano galene galere galerer galeres galerie
        galeries gales galets galette galettes galice galicie galien galilee galileen galilei
        galileo gall gallagher galland gallant galle gallego gallery galles gallet galli gallien
        gallieni gallimard gallo gallois gallons gally galons galop galthie galvan galvani
        galvanise gambetta gambie gambier game gamelle gameplay gamer gamers games gamin gamine
        gamines gaming gamins gamma gamme gammes gand gandhi gang ganglions gangrene gangs gangster
        gangsters gangue gant gantoise gants ganymede gao gaon gap garage garages garagiste garand
        garant garante garanti garantie garanties garantir garantis garantissant garantissent
        garantit garants garber garce garcia garcon garcons gard garda gardait gardanne gardant
        garde gardee gardees garden gardent garder gardera garderie gardes gardez gardien gardienne
        gardiens gardin gardiner gardner gardons gare garee garenne garent garer gares gareth
        garibaldi garin garneau garnements garni garnie garnier garnison garnit garniture garonne
        garou garreau garrett garrick garros garrot gars garvey gary gas gascogne gascon gaspard
        gaspe gaspesie gaspesienne gaspillage gaspiller gasquet gassin gaston gastrique gastro
        gastronome gastronomes gastronomie gastronomique gate gateau gateaux gater gaterie gateries
        gates gatineau gatt gattaz gatwick gauche gaucher gauches gauchiste gauchistes gaudin
        gaudry gaufres gaule gaules gaulle gaulliste gaulois gaultier gauthier gautier gauvain
        gavant gavarnie gave gavin gay gays gaz gaza gaze gazelle gazette gazeuse gazeux gazon
        gbagbo geais geant geante geantes geants gear gecko geckos geek geeks geindre gekko gel
        gelatine gele gelee gelees geler geles gemeaux gemini gemissement gemissements gen genant
        genante gendarme gendarmerie gendarmes gender gendre gene genealogie genealogique genee
        genent gener general generale generalement generales generalisation generalise generalisee
        generaliser generaliste generalistes generalite generalites generant generateur generateurs
        generation generations generaux genere generee generees generent generer generes genereuse
        genereusement genereuses genereux generique generiques generosite genes genese genesis
        genetique genetiquement genetiques geneve genevieve genevois genial geniale geniales
        geniaux genie genies genis genitales genitaux genocide genois genome genou genoux genre
        genres gens gent gente gentil gentile gentilhomme gentille gentilles gentillesse gentils
        gentiment gentleman gents genus geo geoffrey geoffroy geographe geographie geographique
        geographiquement geographiques geolocalisation geologie geologique geologiques geologue
        geologues geology geometrie geometrique geometriques geopolitique geopolitiques georg
        george georges georgia georgie gerable gerald geraldine gerant gerante gerants gerard gerbe
        gerber gerbier gere geree gerees gerent gerer geres gerez gerhard germain germaine
        germanique germaniques germe germes germinal germination gerone gerons gerrard gerry gers
        gert gertrude gervais ges gestapo gestation geste gestes gestion gestionnaire gestionnaires
        gestuelle get ghana ghetto ghislain ghost giants gibbs gibier gibraltar gibson gide giec
        gif gifle gifs gift gigantesque gigantesques gigi gignac gigogne gil gilbert gilberto gilet
        gilets gille gilles gillet gilliam gillian gin gina ginette gingembre gino gion giorgio
        giovani giovanni girafe girard giraud giresse girl girls giro girofle girolle girolles
        giron gironde girondins giroud giscard gisele giselle gisement gisements gitan gitans gite
        gites giuseppe give givre givree givres givry glace glacee glacees glacer glaces glaciaire
        glacial glacier glaciers glaciologue glacis glacon glacons glaire glaise glamour gland
        glande glandes glands glane glanees glanes glas glasgow glass glaucome glauque glee glen
        glenn glissant glissante glisse glissement glissent glisser glisseraient global globale
        globalement globales globalisation globalite globaux globe globes globule globules
        globuleux globus gloire glonass gloria glorieuse glorieuses glorieux glose gloss glossaire
        glotte glucide glucides glucose glue gluon gluten glycogene gmail gmt gnome gnomon gnu goal
        gobe gobelet gobelins gobert gobi gobin gobineau goche god godard gode godefroy godin
        goethe gogh gogo going goitre goji goku gold golden goldman golf golfe golfes golfs gomez
        gomme goncourt gondwana gone gonflable gonfle gonflement gonflent gonfler gonfles gong
        gonzalez gonzalo good google gopro gorce gord gordon gore goret gorge gorgee gorges gori
        gorille gorilles gospel gosse gosselin gosses got gotham gothique gothiques gotlib gottlieb
        gouaches goudron goudrons gouffre gouges goujons goulag goulaine goule goules goupille
        goupillon gour gourde gourdin gourdins gourdon gourion gourmand gourmande gourmandise
        gourmands gourou gousse gousses gousset gout goutant goute gouter goutons gouts goutte
        gouttes gouv gouvernance gouvernante gouvernants gouverne gouvernement gouvernemental
        gouvernementale gouvernementales gouvernementaux gouvernements gouvernent gouverner
        gouverneur gouverneurs government gpa gps graal grace graces gracie gracies gracieusement
        gracieux gracile grad grade grades gradins graduee graduellement graffiti graffitis graham
        grain graine graines grains graisse graisses grammaire gramme grammes grammy gran grand
        grande grandement grandes grandet grandeur grandeurs grandi grandie grandiose grandir
        grandis grandissant grandissante grandissent grandit grands granet grange granges granier
        granit granite granites grano grans grant granule granville graphe graphie graphique
        graphiques graphisme graphismes graphiste graphite grappe grappes gras grasse grasses
        grasset gratin gratine gratis gratitude gratos gratte gratter gratuit gratuite gratuitement
        gratuites gratuits grave gravee gravees gravelle gravement graver graves graveur gravier
        graviere gravir gravit gravitation gravitationnel gravitationnelle gravitationnelles
        gravite graviter gravity gravure gravures gray grazie grc gre great grec grece greco
        grecque grecques grecs gredins greece green greene greenpeace greens greenwich greffe
        greffer greffes greffier greffons greg gregoire gregory grele greles grelon grelons grelot
        grelots gremlins grenade grenades grenadiers grenadine grenelle grenier greniers grenoble
        grenouille grenouilles gres gresil greta greve greves grevistes grey grief griefs
        grievement griezmann griffe griffes griffin griffith grignotant grignoter grill grillage
        grille grilled grillee griller grilles grillet grillo grillons grimace grimaces grimm
        grimpe grimper grind grippe gris grise grises grisons groenland grogne grognement
        grognements groland gronde grondement grondements groove gros gross grosse grosses
        grossesse grossesses grosseur grossi grossier grossiere grossierement grossiers grossir
        grossissent grossit grosso grotesque grotte grottes grou group groupe groupement
        groupements groupes grub grue grues gruge grund gruyere gsm gta guadeloupe guantanamo guard
        guardian guardiola guatemala gucci gue gueant guepard guepards guepe guepes guerard guere
        gueri guerie guerilla guerin guerir gueris guerison guerit guerre guerres guerrier
        guerriere guerriers guess guest guet guette gueule gueuler gueules gueux guevara guglielmo
        gugusse gui guichard guichet guichets guidage guide guidee guidees guider guides guido
        guidon guignol guignols guilde guillaume guille guillemets guillermo guillotine guimard
        guinee guineen guingamp guirlande guirlandes guise guitare guitares guitariste gulf gull
        gum gun guns gus gustative gustav gustave gustavo gutenberg guy guyane guyard guyenne guys
        gwen gym gymnase gymnastique gyneco gynecologue gyroscope haas hab habib habile habilement
        habiles habilete habilitation habilite habillage habille habillee habillement habillent
        habiller habilles habit habitable habitacle habitaient habitais habitait habitant habitants
        habitat habitation habitations habitats habite habitee habitees habitent habiter habites
        habitez habits habitude habitudes habitue habituee habituel habituelle habituellement
        habituelles habituels habituer habitues hache hachette hack hacker hackers had hadj hadopi
        hagan hague haha hahaha hai haie haies haignere hain hainaut haine haines haineuses haineux
        hair hais haissent hait haiti haitien haitienne haitiens hakim hal halal hale haleine hales
        haley half halifax hall halle halles hallier halloween hallucinant hallucination
        hallucinations hallucine hallyday halo halte ham hamas hambourg hamburger hamburgers hameau
        hameaux hamel hamid hamilton hamlet hammam hammond hamon hampe hampshire hamster hamy hamza
        han hanche hanches hand handball handicap handicape handicapee handicapees handicapes
        handicaps hang hangar hank hanna hannah hannes hanneton hannibal hanouna hanovre hans
        hansen hante hantee hanter hantes happy hara haram haras harbor harcele harcelement
        harceler hard hardcore hardes hardie hardin harding hardware hardy hare haricot haricots
        haris harlem harley harman harmattan harmonie harmonies harmonieuse harmonieux harmonique
        harmoniques harmonisation harmoniser harmony harnais harold harpe harper harpes harriet
        harris harrison harry hart hartz harvard harvey has hasard hashtag hassan hassani hastings
        hat hate hatt hatton haug haul haus hausse hausser hausses haut haute hautement hautes
        hauteur hauteurs hauts hauy havane have haven havre hawai hawaii hawk hawkins hawks hay
        haye hayes hazard hbo head health heart heat heather heavy hebdo hebdomadaire hebdomadaires
        heberge hebergement heberger hebert hebraique hebreu hebreux hebron hec hectare hectares
        hector hee hegel hegemonie hehe heidegger heidi heil heille hein heine heinrich heinz heitz
        helas helen helena helene helice helico helicoptere helicopteres helie heliocentrique
        helium hell helle hello help helsinki helvetique hematologie hemicycle hemisphere
        hemispheres hemoglobine hemon hemorragie henault henderson henni hennissement henri
        henriette henrik henry henryk hepar hepat hepatique hepatite her herald herault herbe
        herbert herbes herbier herbivore herbivores hercule here hereditaire heresie heretique
        heretiques herge herisson heritage herite heritee heriter heritier heritiere heritiers
        herman hermann hermes hermetique hermetiquement hermetiques hermione hermon hernandez
        hernie hero herode heroes heroine heroines heroique heroiques heroisme heron herons heros
        herrera herta hertz herve hervey hery herz herzegovine herzog hesitant hesitantes
        hesitation hesitations hesite hesitent hesiter hesites hesitez hess hesse het hetero
        heterogene heterogenes heteros hetre hetres heu heure heures heureuse heureusement
        heureuses heureux heurte heurtent heurter heurts hexagonales hexagone hey hezbollah
        hibernation hibou hic hidalgo hide hideux hier hierarchie hierarchique higgins high hiit
        hijab hilaire hilarant hilary hill hillary hillel hills hilton him himalaya hina hinault
        hindou hindous hip hippie hippies hippocampe hippocampes hippocrate hippodrome hippolyte
        hire hiro hiroshima his hisse hisser histoire histoires histologie historia historien
        historienne historiens historique historiquement historiques history hit hitchcock hitler
        hits hiver hivernal hivernale hivers hlm hmm hmmm hobbit hobby hoc hoche hockey hoffman
        hoffmann hold holding hole holiday holland hollandais hollandaise hollande holly hollywood
        holmes holocauste holt holy homard home homeopathie homer homere homerique homicide
        homicides hommage hommages homme hommes homo homogene homogeneite homogenes homologation
        homologue homologues homophobe homophobes homophobie homos homosexualite homosexuel
        homosexuelle homosexuelles homosexuels hon honda honduras hong hongrie hongrois hongroise
        honnete honnetement honnetes honnetete honneur honneurs honor honorable honoraire
        honoraires honore honoree honorer honores honorifique honte honteuse honteux hood hook
        hooke hooker hop hope hopital hopitaux hopkins hoquet horace horaire horaires horde hordes
        horizon horizons horizontal horizontale horizontales horizonte horloge horloger horlogere
        horlogerie horlogers horloges hormis hormone hormones horn horoscope horreur horreurs
        horrible horriblement horribles horror hors horse hortense horticulture horton hortons
        hospice hospital hospitalier hospitaliere hospitaliers hospitalisation hospitalise
        hospitalisee hospitalises hospitalite hostie hostile hostiles hostilite hostilites hosto
        hot hote hotel hotelier hoteliere hotellerie hotels hotes hotesse hotesses hotte hou
        houellebecq houilles houle houlette houmous hour house housse housses houston houx how
        howard howell htc html http https huart huawei hub hubble hubert hudgens hudson hue huet
        hugh hughes hugo huguenots hugues hui huile huilee huiler huiles huis huissier huissiers
        huit huitieme huitiemes huitres hulk hull hulot hulotte hum humain humaine humainement
        humaines humains human humanisme humaniste humanistes humanitaire humanitaires humanite
        humanites humbert humble humblement humbles humboldt humer humerus humeur humeurs humide
        humides humidite humieres humiliant humiliation humiliations humilie humiliee humilier
        humilite humoriste humoristes humoristique humoristiques humour humus hune hunger hunt
        hunter huot hurlant hurle hurlements hurlent hurler hurles huron hurt hussein husson huston
        hutt hutte hutton huy huygens hyacinthe hybride hybrides hyde hydrate hydraulique
        hydrauliques hydro hydrocarbures hydroelectrique hydrogene hydrolienne hydroliennes hyeres
        hygiene hygienique hymenopteres hymne hymnes hyoide hype hyper hypercentre hypertension
        hypnose hypnotique hypocentre hypocondrie hypocrisie hypocrite hypocrites hypophyse
        hypotenuse hypothalamus hypothecaire hypotheque hypothese hypotheses hypothetique hyppolite
        hysterie hysterique hysteriques hyundai hz iain iam ian iberie iberique ibid ibis ibiza ibm
        ibn ibrahim ibrahimovic ice iceberg icelle ich ici icone icones iconographie ida ide ideal
        ideale idealement ideales idealisme idealiste ideaux idee idees idem identifiable
        identifiant identification identifie identifiee identifiees identifient identifier
        identifies identique identiques identitaire identitaires identite identites ideologie
        ideologies ideologique ideologiques ideologue idf idiot idiote idiots idole idoles idris
        idylle iels iep ier ies ifop ign ignace ignoble ignorais ignorait ignorance ignorant
        ignorants ignore ignoree ignorent ignorer ignores ignorez ignorons igor iguane iguanes iie
        iii iiie ikea il ile iles ill ille illegal illegale illegalement illegales illegalite
        illegaux illegitime illicite illicites illico illimite illimitee illimites illinois
        illisible illogique illumination illumine illusion illusions illusoire illustrant
        illustrateur illustration illustrations illustre illustree illustrees illustrent illustrer
        illustres ilot ilots ils ilse image imagerie images imaginaire imaginaires imaginais
        imaginait imaginant imagination imagine imaginee imaginent imaginer imagines imaginez
        imaginons imam imams imbattable imbecile imbeciles imbibe imbrique imitant imitation imite
        imiter imites immaculee immateriel immatriculation immature immediat immediate
        immediatement immediates immediats immense immenses immensite immersion immeuble immeubles
        immigrants immigration immigre immigres imminent imminente immiscer immo immobile immobiles
        immobilier immobiliere immobilieres immobiliers immobilisation immobilise immobilisme
        immonde immoral immorale immortalite immortel immortelle immortels immuable immunitaire
        immunite imp impact impacts impair impardonnable imparfait imparfaite impartial
        impartialite impasse impatience impatient impatiente impatients impayes impeccable
        impensable imperatif imperatifs imperativement imperatrice imperfections imperial imperiale
        imperiales imperialisme imperialiste imperiaux impermeable impitoyable implacable implant
        implantation implantations implante implantee implantees implanter implantes implants
        implementation implication implications implicite implicitement impliquait impliquant
        implique impliquee impliquees impliquent impliquer impliques implorer impopulaire import
        importait importance important importante importantes importants importation importations
        importe importee importees importent importer importes imposa imposable imposables imposait
        imposant imposante impose imposee imposees imposent imposer imposes imposition
        impossibilite impossible impossibles imposteur imposture impot impots impr impregnant
        impregne imprenable impression impressionnant impressionnante impressionnantes
        impressionnants impressionne impressionnee impressionner impressions imprevisible
        imprevisibles imprevu imprevus imprim imprimait imprimante imprimantes imprime imprimee
        imprimees impriment imprimer imprimerie imprimeries imprimes imprimeur imprimeurs imprimez
        impro improbable improbables improvisation improvise improvisee improviser improviste
        imprudent impuissance impuissant impuissante impuissants impulsif impulsion impulsions
        impunement impunite impuretes imputable ina inacceptable inacceptables inaccessible
        inaccessibles inacheve inactif inactifs inaction inactivite inadmissible inanite inapercu
        inapercue inapproprie inattendu inattendue inattendues inattendus inaugural inauguration
        inaugure inauguree inaugurer inc incalculable incandescence incandescent incandescente
        incandescentes incantation incapable incapables incapacite incarceration incarcere
        incarnation incarne incarnee incarnent incarner incendie incendies incertain incertaine
        incertitude incertitudes incessantes inceste inchange incidence incident incidents
        incinerateur incineration incision incitant incitation incitations incite incitent inciter
        inclinaison inclinant inclination incline inclinee incliner inclines incluant include
        inclue incluent inclure inclus incluse incluses inclusion inclusive inclut incognito
        incoherence incoherences incombe incomparable incompatibilite incompatible incompatibles
        incompetence incompetent incompetents incomplet incomplete incomprehensible
        incomprehensibles incomprehension incompris inconcevable inconditionnel inconfortable
        inconnu inconnue inconnues inconnus inconsciemment inconscience inconscient inconsciente
        inconscients incontestable incontestablement incontournable incontournables incontrolable
        inconvenient inconvenients incorporation incorpore incorporer incorrect incroyable
        incroyablement incroyables incubateur incubation inculpation inculpe inculte incultes
        incurable incursion incursions inde indecent indecis indefiniment indemne indemnisation
        indemniser indemnite indemnites indeniable indeniablement independamment independance
        independant independante independantes independantiste independantistes independants indes
        indesirable indesirables indetermine indeterminee index indexation india indian indiana
        indicateur indicateurs indicatif indication indications indice indices indie indien
        indienne indiennes indiens indies indifference indifferent indifferents indigene indigenes
        indignation indigne indignes indigo indiquait indiquant indique indiquee indiquees
        indiquent indiquer indiques indirect indirecte indirectement indirectes indirects indiscret
        indiscutable indispensable indispensables indisponible indissociable individu
        individualisme individualiste individualite individuel individuelle individuellement
        individuelles individuels individus indo indochine indonesie indre inducteur induction
        induire induit induite induits indulgence indus industrialisation industrialises industrie
        industriel industrielle industrielles industriels industries inebranlable inedit inedite
        inedites inedits inefficace inefficaces inefficacite inegal inegale inegalite inegalites
        ineluctable inepte ineptie inepties inepuisable inerte inertes inertie ines inestimable
        inevitable inevitablement inevitables inexistant inexistante inexplicable infaillible
        infame infante infanterie infantile infarctus infatigable infecte infectee infectees
        infectes infectieuses infection infections inferer inferieur inferieure inferieures
        inferieurs inferiorite infernal infernale infertile infidele infideles infidelite
        infiltration infiltre infiltrer infime infini infinie infinies infiniment infinite infirme
        infirmerie infirmier infirmiere infirmieres infirmiers inflammation inflammatoire
        inflammatoires inflation inflexion inflige infligee infliger influe influence influencee
        influencent influencer influences influent influente influents influer info infographie
        informant informateur informaticien information informations informatique informatiques
        informe informee informel informelle informent informer informes infos infra infraction
        infractions infrarouge infrastructure infrastructures infusion ing inge ingenierie
        ingenieur ingenieurs ingenieux ingeniosite ingerence ingestion ingrat ingredient
        ingredients ingrid inhabituel inhabituelle inherente inherents inhumain inhumation inhume
        inimaginable inis initial initiale initialement initiales initiateur initiation initiatique
        initiative initiatives initiaux initie initiee initier inities injecte injecter injection
        injections injonction injonctions injure injures injurieux injuste injustement injustes
        injustice injustices inlassablement inn inna inne innervation inno innocence innocent
        innocente innocentes innocents innombrables innovant innovante innovantes innovants
        innovation innovations innover inoculait inodore inoffensif inondation inondations inonde
        inoubliable inouie inox inquiet inquietait inquietant inquietante inquietantes inquiete
        inquietent inquieter inquietes inquietez inquiets inquietude inquietudes inquisition inra
        ins insaisissable insatiable inscription inscriptions inscrire inscris inscrit inscrite
        inscrites inscrits inscrivant inscrivent inscrivez insecte insectes insecticides insecurite
        insee insense insensible inseparable inseparables insere inserer inserm insertion inside
        insigne insignes insignifiant insignifiante insinuation insinue insistance insistant
        insistantes insiste insistent insister insolence insolent insolente insolite insolites
        insomnie insouciance insoumis insoumise insoutenable inspecter inspecteur inspecteurs
        inspection inspections inspirant inspirateur inspirateurs inspiration inspirations inspire
        inspiree inspirees inspirent inspirer inspires instabilite instable instables instagram
        installa installant installation installations installe installee installees installent
        installer installes installez instance instances instant instantane instantanee
        instantanement instants instar instauration instaure instauree instaurer instinct
        instinctivement instincts institue instituee institut institute instituteur instituteurs
        institution institutionnel institutionnelle institutionnelles institutionnels institutions
        institutrice instituts instructeur instructif instruction instructions instruire instruit
        instrument instrumental instrumentale instrumentalisation instrumentation instruments insu
        insuffisamment insuffisance insuffisant insuffisante insuffisantes insuffisants insulaire
        insulaires insularite insuline insultant insulte insultee insultent insulter insultes
        insupportable insupportables insurge insurges insurmontable insurrection int intact intacte
        intactes intacts integral integrale integralement integralite integrant integrante
        integration integre integree integrees integrent integrer integres integrisme integristes
        integrite intel intellect intellectuel intellectuelle intellectuellement intellectuelles
        intellectuels intelligemment intelligence intelligent intelligente intelligentes
        intelligents intello intemperies intenable intendance intendant intense intensement
        intenses intensif intensification intensifie intensifier intensifs intensite intensive
        intention intentionnellement intentions inter interactif interaction interactions
        interactive interagir intercepte intercepter interception interceptions intercommunale
        intercommunalite interdiction interdictions interdire interdisait interdisant interdisent
        interdit interdite interdites interdits interessait interessant interessante interessantes
        interessants interesse interessee interessees interessent interesser interessera
        interesserait interesses interet interets interface interfaces interfere interference
        interferences interieur interieure interieurement interieures interieurs interim
        interimaire interlocuteur interlocuteurs intermediaire intermediaires interminable
        interminables interministeriel intermittence internat international internationale
        internationalement internationales internationaux internaute internautes interne
        internement internes internet interpellation interpellations interpelle interpeller
        interpelles interpol interpretation interpretations interprete interpretee interpretees
        interpreter interpretes interrogation interrogations interrogatoire interrogatoires
        interroge interrogee interrogees interrogent interroger interroges interrompre interrompt
        interrompu interrompue interrupteur interruption interruptions intersection intersections
        interstellaire intervalle intervalles intervenant intervenants intervenir intervention
        interventions intervenu intervenue intervenus interviendra intervienne interviennent
        intervient interview interviewe interviewer interviews intestin intestinal intestinale
        intestine intestines intestins inti intime intimement intimes intimidation intimider
        intimite intitule intitulee into intolerable intolerance intouchable intouchables intox
        intoxication intra intrepide intrigue intrigues intrinseque intro introduction introduire
        introduisant introduit introduite introduites introduits intronisation introspection
        introuvable intrus intrusion intuitif intuition intuitive inutile inutilement inutiles
        inutilite invaincu invalide invalides invalidite invariablement invasion invasions
        inventaire inventaires invente inventee inventent inventer inventera inventes inventeur
        inventeurs invention inventions inverse inversee inversement inverser inverseur inversion
        invertebre invertebres investi investie investies investigation investigations investir
        investis investissant investissement investissements investissent investisseur
        investisseurs investit investiture invetere inveteres invincible invisible invisibles
        invitait invitant invitation invitations invite invitee invitees invitent inviter invites
        invitons invocation involontaire involontairement involontaires invoquant invoque invoquer
        invraisemblable invulnerable iode ion ionienne ionosphere ions ios iouri iowa ipad iphone
        ipod ira irai iraient irais irait irak irakien irakienne irakiens iran iranien iranienne
        iraniennes iraniens iraq iras ire ireland irena irene irenee ires irez irina iris irise
        irish irl irlandais irlandaise irlande irm irma iroise iron ironie ironique ironiquement
        irons iront irradier irrationnel irreductibles irreel irregularites irregulier irreguliere
        irreguliers irremediablement irreparable irreprochable irresistible irrespectueux
        irresponsabilite irresponsable irresponsables irreversible irrigation irritation irrite
        irruption irving isa isaac isaacs isaak isabel isabella isabelle isbn isere isf isidore
        isis islam islamique islamiques islamisme islamiste islamistes islamo islamologue
        islamophobe islamophobie island islandais islande islands isle iso isola isolant isolante
        isolantes isolants isolation isole isolee isolees isolement isolent isoler isoles israel
        israelien israelienne israeliennes israeliens israelo iss issa issu issue issues issus issy
        ist istanbul ita italia italie italien italienne italiennes italiens italique item items
        iteration itineraire itineraires itinerance itinerant its itunes ituri iut ivan ive ivg
        ivoire ivoirien ivoirienne ivoiriens ivre ivres ivresse ivry ivy ixe jacent jacente jack
        jackie jackpot jackson jacky jacob jacobins jacobs jacqueline jacques jacuzzi jade jadis
        jaguar jaguars jahn jai jaille jaime jain jake jalbert jalon jalouse jalousie jaloux jam
        jamaique jamais jamal jambe jambes jambon jamel james jamet jamie jammes jams jan jane
        janeiro janet jang janine janne jantes janv janvier jap japan japon japonais japonaise
        japonaises jaquette jaquettes jara jardin jardinage jardine jardiner jardinet jardinier
        jardiniers jardins jared jargon jarl jarre jarres jars jaser jasmin jasmine jason jasper
        jauge jaume jaune jaunes jauni jaures java javascript javel javier jay jayne jazz jdd jean
        jeanie jeanne jeans jedi jeep jeff jefferson jeffrey jehan jehanne jehovah jen jena jene
        jenkins jenn jenna jenner jennifer jenny jensen jeon jeopardy jeremie jeremy jerome jerry
        jersey jerusalem jess jesse jessica jessie jesuite jesuites jesus jet jeta jetable jetait
        jetant jete jetee jetees jeter jetes jetez jetons jets jette jettent jeu jeudi jeudis jeun
        jeune jeuner jeunes jeunesse jeunesses jeux jezero jfk jian jihad jihadistes jill jillian
        jim jimmy jin jiro jlm jme joachim joan joanna joanne joannes joannis job jobert jobs
        jocelyn jockey joconde joe joel joelle joey joggeurs jogging johan johann johanna johanne
        johannes johannesburg johannis johansen johansson john johnny johns johnson johnston johny
        joie joies joignant joignent join joindra joindre joins joint jointe jointes joints
        jointure jojo joke joker joli jolie jolies joliet joliette joliment joliot jolis joly jon
        jonas jonathan jonc jonction jones jong jongleur jongleurs joon jordan jordanie jorge jorn
        jos jose josee josep joseph josephe josephine josette josh joshua jospin josse joua jouable
        jouaient jouais jouait jouant joubert joue jouee jouees jouent jouer jouera joueront joues
        jouet jouets joueur joueurs joueuse joueuses jouez joug joui jouions jouir jouis jouissance
        jouissent jouit joule joules jouons jour jourdain jourdan journ journal journalier
        journaliere journalisme journaliste journalistes journalistique journaux journee journees
        jours jousse joute jouve joux jouy joy joyau joyaux joyce joyeuse joyeusement joyeuses
        joyeux jsuis juan juba jubilation jubile jubiler juches juda judaisme judas jude judee
        judeo judiciaire judiciaires judicieux judith judo judy juge jugeait jugeant jugee jugees
        jugement jugements jugent juger jugera juges jugez jugnot juif juifs juil juillet juin
        juive juives jul jule jules julia julian julie julien julienne juliette julio julius jumeau
        jumeaux jumelle jumelles jument jump jun juncker june jung jungle junior juniors juniper
        junte jupe jupes jupiler jupiter jupon juppe jura jurant jurassic jurassienne jure juree
        jurent jurer jures jurez juri juridiction juridictions juridique juridiquement juridiques
        jurisprudence juriste juristes jury jurys jus jusqu jusque just juste justement justes
        justesse justice justicier justifiant justificatif justification justifications justifie
        justifiee justifiees justifient justifier justin justine juteuses juteux jutra juve
        juvenile juventus kabila kaboul kabyle kabyles kabylie kader kadhafi kafka kagan kahn kai
        kain kaiser kalahari kamel kamikaze kan kane kang kangourou kanon kansas kant kanye kappa
        kara karaoke karate kardashian karel karen kari karim karine karl karla karma karman karo
        karol karp karr kart karting kat kate katell katherine kathleen kathy katia katie katy kay
        kayak kazakhstan kean keating kebab keeler keep kei keith kell keller kelly kelvin kelvins
        ken kendall kendrick kennedy kenneth kenny kent kentucky kenya kepler kept keratine kerry
        ketamine ketchup keuf kev kevin key keys kgb khaled khalifa khan kia kick kickstarter kid
        kidnappe kidnapper kids kiel kiev kif kiff kiffe kiffer kiki kil kill killer killian kilo
        kilogramme kilometre kilometres kilos kim kin kina kind kinder kindle kine king kingdom
        kings kingston kino kinshasa kiosque kiosques kirby kirk kirsten kiss kit kits kitty kivu
        kiwi klaus klein kleine km kms knight know knox koala kobe koch kochi kock koh kohn koi
        kombat kong kongo kosovo koto koukou kourou koweit krafft kraft kramer kremer kremlin krill
        kris kristen kristina kruger krypton kuiper kun kung kurde kurdes kurdistan kurt kwh kyle
        kylie kyoko kyoto la lab labe label labelle labels labeur labo laboratoire laboratoires
        laborde laborieux labos labour labrador labyrinthe lac lacaille lacan lacasse lace lacet
        lacets lache lachee lachent lacher lachers laches lachete lachez lachine laclos lacombe
        laconique lacordaire lacoste lacroix lacrosse lacrymogene lacrymogenes lacs lactate lactee
        lactique lactose lacunes laden ladies ladislao ladislas ladite ladreit lady laennec
        laetitia lafarge lafayette laffont lagace lagarde lagardere lage lagon lagos lagrange
        laguerre lai laic laicite laics laid laide laideur lain laine laines laique laiques laire
        laise laissa laissaient laissait laissant laisse laissee laissees laissent laisser laissera
        laisserai laisserais laisserait laisseront laisses laissez laissons lait laiterie laiteries
        laitier laitiere laitiers laiton lake lakers lalande lallier lally lam lama lamb lambda
        lambeaux lambert lamborghini lame lamelles lamentable lamentation lamenter lamentin lames
        laminaire lamine lamines lamontagne lamotte lamp lampadaire lampadaires lampard lampe
        lampes lampre lamy lan lana lanc lanca lancait lancant lance lancee lancees lancelot
        lancement lancent lancer lancers lances lanceur lanceurs lancez lanctot land lande landers
        landes landre landry landsteiner lane lang langage langages lange langes langevin langle
        langlois langres language langue languedoc langues languettes langueur laniere lanka lanne
        lannee lannes lanoue lanta lanterne lanternes laon laos lapidaire lapidaires lapin lapins
        laplace laplanche laplante lapointe laporte laprade laps lapsus laque laquelle lara larche
        larcher lard large largement largent larges largesses largeur largue larguer lariviere
        larme larmes laroche larose larousse larron larry lars larve larves las lasagnes lasalle
        laser lasers lasse lassent lasser lassitude last laszlo late latent lateral laterale
        laterales lateraux latex latin latina latine latines latinise latino latins latitude
        latitudes latour lattes lau laude laura laurasia laure laureat laureate laureats laureen
        laurel lauren laurence laurens laurent laurentides laurentin lauret laurette laurie laurier
        lauriers laurin lauryn lausanne lava lavabo lavage laval lavande lave lavee lavent laver
        laves lavez lavezzi lavie lavoisier law lawrence lawson lawton laxisme lay laye layton
        lazare lazio lazlo lci le lea lead leader leaders leadership leafs league lean leandre
        leandro leanne learning leau leave leblanc lebon leboncoin lebron lebrun lechant leche
        lecher leclerc lecon lecons lecteur lecteurs lectorat lectrice lecture lectures led ledit
        leduc lee leeds leen leeuwenhoek lefebvre lefevre left legal legale legalement legales
        legalisation legaliser legalite legat legault legaux legend legendaire legendaires legende
        legendes legendre legends leger legere legerement legeres legerete legers legiferer legion
        legions legis legislateur legislateurs legislatif legislatifs legislation legislations
        legislative legislatives legislature legiste legitime legitimement legitimer legitimes
        legitimite lego legrand legs legue leguees leguer legues legume legumes legumineuses
        leicester leigh leila leipzig leiter lejeune lemaire lemaitre leman lemina lemire lemoine
        lemon lempereur len lena lendemain lendemains lenine lennon lenny leno lenoir lenovo lens
        lent lente lentement lentes lenteur lentille lentilles lents lenz leo leon leona leonard
        leonarda leonardo leone leoni leonor leonov leopard leopardi leopards leopold leotard
        lepage lepen lepidopteres lequel leroux leroy les lesage lesbienne lesbiennes lescure lese
        lesion lesions leslie lesquel lesquelles lesquels lesquen lessard lessive lest lester let
        letale lettonie lettre lettres leu leucemie leucocytes leur leurre leurres leurs lev leva
        levallois levant leve levee levees level levent lever levers leves levesque levez levi
        levier leviers levin levis levites levon levre levres levure levures levy lewin lewis lex
        lexique lez lezard lezards lfp lgbt lgv lia liaison liaisons liam lian liane liant lib
        liban libanais libanaise libations libe liber liberal liberale liberales liberalisation
        liberalisme liberant liberateur liberation liberations liberaux libere liberee liberees
        liberent liberer liberes liberez liberia libertaire liberte libertes liberty libido
        libraire libraires librairie librairies library libration libre librement libres libreville
        libri libye libyen libyenne libyens lice licence licences licencie licenciement
        licenciements licencier licencies lichen licorne lidl lie lied liee liees liege liegeois
        lien liens lient lier lierre lies liesse lieu lieues lieutenant lieutenants lieux lievre
        lievres life lift liga ligament ligaments lige light lightning ligier ligne lignee lignes
        ligue ligues ligures lijn like likes lil lila lilas lili lilian liliane lille lillian
        lillois lilly lily lima lime limeys limier limiers limitait limitant limitation limitations
        limite limited limitee limitees limitent limiter limites limitrophes limoges limon limonade
        limousin limousine limpide lin lina lincoln linda linde lindsay lindsey line lineaire
        lineaires liner lines linette ling linge lingerie linges lingettes lingots lingue
        linguistique linguistiques liniere link linke linkedin linn linne lino linstant linteau
        linux lion lionel lionne lions lior lip lipides liqueur liquidation liquide liquider
        liquides liquidite liquidites lira lire lis lisa lisaient lisais lisait lisandro lisant
        lisbonne lise lisee lisent lises lisez lisi lisibilite lisible lisier lisiere lisieux lisle
        lison lisp lisse lisser lisses list liste listee listen lister listes lit lite lithium
        litiere litige litiges litre litres lits litter litteraire litteraires litteral litterale
        litteralement litterature litteratures little littoral lituanie liturgie liturgique liu liv
        live liver liverpool lives livie living livraison livraisons livrant livre livree livrees
        livrent livrer livres livret livrets livreur liz lloris lloyd lls lm lnh lobbies lobby
        lobbying lobe lobes loc local locale localement locales localisation localise localisee
        localisees localiser localises localite localites locass locataire locataires locatif
        location locations locative locaux loch loche loches lock locke loco locomotive locomotives
        locuteurs lodge loft log logan loge logement logements loger loges logeur logiciel
        logicielle logiciels logique logiquement logiques logis logistique logistiques logo logos
        loi loic loin loins lointain lointaine lointaines lointains loir loire loiret lois loiseau
        loisir loisirs lol lola lolita lombard lombardie lome lon london londonien londres lone
        long longa longe longeant longer longeur longevite longitude longo longs longtemps longue
        longueil longuement longues longuet longueuil longueur longueurs lont look looks loon loop
        lopes lopez lorant lord lordon lords lore lorenzo loret loretta lorette lorie lorient
        loriot loris lorrain lorraine lorrains lors lorsqu lorsque lortie los losange losc lose
        loser lost lot loterie lotis lotissement loto lots lotte lotto lotus lou loua louable
        louange louanges louant louche loucher louches loud loue louee louent louer loues loueur
        loui louie louis louisa louise louisiane louison loul loulou louons loup loupe louper loups
        lour lourd lourde lourdement lourdes lourdeur lourds louron lous louvain louve louviere
        louvre louvres love lovell low lowell loyal loyale loyaute loyaux loyer loyers lozere lrem
        lsd ltd lubrifiant luc luca lucarne lucas luce lucent lucette lucia lucide lucidite lucie
        lucien lucifer lucile lucille lucius luck lucky lucratif lucrative lucy lude ludique
        ludovic ludwig lue lues lueur luge lui luigi luire luis luit luiz luka luke lula lulu lumen
        lumens lumet lumiere lumieres luminescence lumineuse lumineuses lumineux luminosite luna
        lunaire lunaires lunch lund lundi lundis lune lunel lunes lunette lunettes lung lunion lupe
        lupus lure lurette lus lustre lustres lute luther lutin lutins luttant lutte luttent lutter
        luttes lux luxe luxembourg luxembourgeois luxembourgeoise luxueuse luxueux luz lvmh lycee
        lyceen lyceenne lyceens lycees lydia lydie lyell lynch lynchage lynche lyne lynette lynn
        lynne lynx lyon lyonnais lyonnaise lyophilisation lyotard lyrics lyrique lyriques lys lyse
        lysine maas maastricht mabille maboule mac macabre macaire macao macarena macareux macarons
        macbook macdo macdonald macedoine mach mache machent macher machete machette machez machi
        machida machin machina machine machinerie machinery machines machinisme machiniste machins
        machisme machiste macho machoire machoires machos macht macina mack mackenzie mackie macky
        macon maconne maconnerie maconnique macons macro macron macronie macs maculaire mad
        madagascar madame made madeleine mademoiselle madison madone madonna madre madrid mads
        maduro mae maes maestro mafia mafieux mag magali magasin magasine magasins magazin magazine
        magazines mage magee magellan mages maggie maghreb maghrebine maghrebins magic magicien
        magiciens magie magique magiques magistral magistrale magistrat magistrats magistrature
        magma magnat magne magnesium magnetique magnetiques magnetisme magnifique magnifiquement
        magnifiques magnitude magnum magnus magny magouilles mags mahmoud mahomet mahone mai maia
        maiga maigre maigres maigrir mail mailer mailhot maillage maillard maille mailles maillon
        maillons maillot maillots mails main maine mainmise mains maint mainte maintenance
        maintenant maintenir maintenu maintenue maintenues maintenus maintes maintien maintiennent
        maintiens maintient maire maires mairie mairies mais maison maisonneuve maisons maite
        maitre maitres maitresse maitresses maitrise maitrisee maitrisent maitriser maj majeste
        majestueux majeur majeure majeures majeurs major majoration majordome majoritaire
        majoritairement majoritaires majorite majorque majors majuscule majuscules make makes
        making mal mala malade malades maladie maladies maladresse maladroit maladroite
        maladroitement maladroits malaga malaise malaises malaisie malaisienne malawi malaxe
        malchance malcolm maldives male malediction malefique malek malentendu males malet
        malfaiteurs malgache malgaches malgre malherbe malheur malheureuse malheureusement
        malheureux malheurs malhonnete mali malia malice malien malienne maliennes maliens maligne
        malik malin maline malines malins malle malles mallet mallette malnutrition malo malone
        malraux mals malsain malsaine malt malta maltais malte maltraitance maltraite malus mama
        mamadou maman mamans mamelon mamie mammifere mammiferes mammouth man mana management
        manager managers mance manceau manceaux mancha manche manches manchester manchette manchon
        manchons manchot manchots mancini manda mandarin mandat mandataire mandataires mandate
        mandats mande mandela mandelieu mander mandibule mandibules manege manes manette manettes
        mang manga mangaka mangala manganese mangas mange mangea mangeais mangeait mangeant mangee
        mangent mangeoires manger manges mangeurs mangez mangue manhattan mani mania maniable
        maniaque manie maniement manier maniere manieres manif manifestant manifestants
        manifestation manifestations manifeste manifestement manifestent manifester manifs manille
        manipulateur manipulation manipulations manipule manipuler manipules manitoba mann manne
        mannequin mannequins manning mano manoeuvre manoeuvres manoir manometre manon manouches
        manquaient manquait manquant manquants manque manquee manquement manquements manquent
        manquer manquera manquerait manqueront manques manquez mans manson mansour manta mante
        manteau manteaux mantel mantes mantoue mantra mantras manu manucure manuel manuelle
        manuellement manuels manufacture manufactures manufacturier manuscrit manuscrite manuscrits
        manutention many manzoni mao map maple maps maquette maquettes maquillage maquiller maquis
        mar mara marabout maraicheres marais maras marathon marble marbre marbree marbres marc
        marca marcadet marceau marcel marcela marceline marcelo march marchaient marchais marchait
        marchand marchande marchandise marchandises marchands marchant marche marchent marcher
        marchera marcherait marches marcheurs marchez marchi marchons marci marcia marcil marcin
        marco marcon marconi marcos marcotte marcou marcoux marcs marcus marcuse mard marde mardi
        mardis mare marechal maree marees marek maren marennes mares maret marey marg marga
        margaret margarine margarita margaux marge marges margie marginal marginale marginaux
        margot marguerite mari maria mariae mariage mariages mariah marial mariam marian mariane
        mariani marianna marianne mariannes mariano marie mariee mariees mariel marien marient
        marier maries mariette mariez marijuana marika marilyn marin marina marine mariner marines
        marini marins mario marion marionnette marionnettes marions mariotte maris marisa marisol
        marit marita maritime maritimes marius marjane marjorie mark market marketing marks marla
        marle marleau marlene marley marlon marly marmier marmite marmonne marmont marmontel marmot
        marmots marmottan marmotte marmottes marmoutier marne marni marnie marnier maro maroc
        marocain marocaine marocaines marocains marois maron maroni maroon marotte marqua marquage
        marquait marquant marquante marquantes marquants marque marquee marquees marquent marquer
        marquera marques marqueur marqueurs marquez marquis marquise marr marra marraine marraines
        marrakech marrant marrante marrantes marre marree marrent marrer marres marrier marron
        marrons mars marsa marsan marseillais marseillaise marseille marsh marshall marsupial
        marsupiaux marsupilami mart marta marte marteau marteaux martel martele martell martens
        martha marthe martial martiale martian martiaux martien martiennes martiens martin martina
        martine martineau martinet martinets martinez martini martinique martino martinot martins
        martinus marton martre marty martyr martyre martyrs maru marv marvel marvin marx marxisme
        marxiste marxistes mary maryland maryse mas mascara mascarade mascaret mascate mascotte
        masculin masculine masculines masculins masia mason masquage masquait masque masquer
        masques mass massa massachusetts massacre massacrer massacres massage massages massart
        masse masser masses masseur massi massif massifs massimo massin massive massivement
        massives masson massue masta master masters masturbation masturber mat mata matane match
        matche matches matching matchs mate matee matelas matelot mater materialisme materialiste
        materiau materiaux materiel materielle materielles materiels materne maternel maternelle
        maternelles maternite mates mateur math mathematicien mathematiciens mathematique
        mathematiquement mathematiques mathias mathieu mathilde mathis maths matiere matieres
        matignon matin matinal matinale matine matinee matines matins matisse matos matou matraque
        matrice matrices matricule matrix mats matt matta matte matteo matter matthew matthews
        matthias matthieu matuidi maturation mature matures maturite maud maude maudire maudit
        maudite maudits maupassant maur maurane maure maures mauri mauriac maurice mauricie
        mauricien mauricio maurier maurin mauritanie maury maus mausolee mauvais mauvaise mauvaises
        mauve maux max maxence maxi maxillaire maxillaires maxim maxima maximal maximale maximales
        maximaux maxime maximilien maximin maximiser maximum maxine maxwell may maya maybe mayence
        mayenne mayer mayo mayonnaise mayotte mays mazarin mazarine mazda mba mbappe mc mccain
        mccarthy mccartney mccord mcdo mcdonald mcgill mclaren mcqueen mdr mds mea meade mean
        meandre meandres measure meaux mec mecanicien mecaniciens mecanique mecaniquement
        mecaniques mecanise mecanisee mecanisme mecanismes mecaniste mecenat mecene mechain
        mechamment mechancete mechant mechante mechantes mechants meche meches meconnaissance
        meconnu meconnue mecontent mecontentement mecontents mecque mecs med medaille medaillee
        medailles medaillon medecin medecine medecins medef media median mediane mediapart medias
        mediateur mediateurs mediatheque mediation mediatique mediatiques mediatisation mediatise
        medical medicale medicalement medicales medicament medicaments medication medicaux
        medicinales medicine medicis medico medieval medievale medievales medine mediocre mediocres
        mediocrite medire meditation mediter mediterranee mediterraneen mediterraneenne medium
        medoc medocs medullaire meduse meduses meehan meet meeting meetings mefaits mefiance
        mefiant mefie mefier mefiez meg mega megan megane megatonnes megere meghan mehdi mei meier
        meil meilleur meilleure meilleures meilleurs mein meinau meine meister meitner mel melamine
        melancolie melancolique melange melangeant melangee melangent melanger melanges melanie
        melanine melant melatonine melbourne mele melee melenchon melent meler meles melez meleze
        melezes melissa melodie melodies melon melons melun melvin membrane membre membres meme
        memere memes memo memoire memoires memoirs memorable memorables memoria memorial memorie
        memoriel memories memorise memoriser memory memphis men mena menacait menacant menace
        menacee menacees menacent menacer menaces menage menagement menager menagere menageres
        menagers menages menait menandre menant menard mende mendeleev mendeleiev mendeleyev mendes
        mendiant mendiants mendie mendier mene menee menees menent mener menera menes meneur
        meneurs menez menier meningite menottes mens mensonge mensongere mensonges mensuel
        mensuelle mensuelles mensuels ment mental mentale mentalement mentales mentalite mentalites
        mentant mentaux mentent menteur menteurs menteuse mentez menthe menti mention mentionnant
        mentionne mentionnee mentionnees mentionnent mentionner mentionnes mentions mentir menton
        mentor ments menu menuiserie menuisier menus mepris meprisable meprisant meprise mepriser
        mer merah mercalli mercatique mercato merce mercedes mercenaire mercenaires mercer mercerie
        merci mercie mercier merciere mercredi mercredis mercure mercurio mercury mercy merde
        merdes merdier merdique mere meredith meres meribel meridian meridien meridienne meridiens
        meridional meridionale merisier meritaient meritait merite meritee meritent meriter
        meriterait merites meritez merkel merle merleau merlin merry mers mert merveille merveilles
        merveilleuse merveilleusement merveilleuses merveilleux mes mesdames mesnard mesnil
        mesosphere mess message messager messagere messagerie messagers messages messe messenger
        messes messi messie messieurs messine messire mestral mesurait mesurant mesure mesuree
        mesurees mesurent mesurer mesurerait mesures met meta metabolisme metadonnees metal
        metallica metallique metalliques metallurgie metamorphe metamorphes metamorphique
        metamorphisme metamorphose metamorphosee metamorphoser metamorphoses metaphore metaphores
        metaphysique metaux meteo meteor meteore meteores meteorite meteorites meteorologie
        meteorologique meteorologiques meteos meteque meter methadone methane methanol methionine
        methode methodes methodique methodologie methodologique methyle metier metiers metis
        metissage metisse metrage metrages metre metres metrique metro metrologie metronome
        metropole metropoles metropolitain metropolitaine metros mets mettaient mettais mettait
        mettant mette mettent metteur mettez mettons mettra mettrai mettrais mettrait mettre
        mettrons mettront metz meuble meubles meudon meuf meufs meule meunier meure meurent meures
        meurice meurs meurt meurthe meurtre meurtres meurtrier meurtriere meurtrieres meurtriers
        meuse meute meux mexicain mexicaine mexicains mexico mexique meyer meynard mgr mhz mia
        miage miam miami mice mich michael michaud michel michele michelet michelin micheline
        michelle miches michigan mick mickael mickey micra micro microbes microbienne microbiote
        microcosme micron microphone microprocesseur microprocesseurs micros microscope microscopes
        microscopie microscopique microsoft miction mid middle middleton midi midnight mie miel
        miels mien mienne miennes miens mies miettes mieux mignon mignonne mignons migraine
        migraines migrant migrants migration migrations migratoire migratoires migre migrer miguel
        mika mike mikhail mil milan milanais milano mile miles miley milf milice milices miliciens
        milieu milieux milions militaire militairement militaires militant militante militantes
        militantisme militants milite militent militer milk mill milla millan millar millard
        millards millas millau mille millenaire millenaires miller milles millesime millet
        milliaire milliard milliardaire milliardaires milliardieme milliards millier milliers
        millimetre millimetres million millionieme millionnaire millionnaires millions millon mills
        milner milo milton milwaukee mimant mime mimi min mina minable minables minage mince minces
        minceur mind mine minecraft miner minerai minerais mineral minerale minerales mineraux
        mines minettes mineur mineure mineures mineurs ming minh mini miniature miniatures minier
        miniere minieres miniers minima minimal minimale minimales minimaliste minimaux minime
        minimes minimiser minimum minions ministere ministeres ministeriel ministerielle
        ministeriels ministre ministres minne minnesota mino minoritaire minoritaires minorite
        minorites minou mins minsk mint minuit minuscule minuscules minute minutes minutie
        minutieuse minutieusement minutieux mioches miquelon mir mira mirabeau miracle miracles
        miraculeuse miraculeusement miraculeux mirage mirages miranda mirande mirbeau mire mireille
        mirent miro miroir miroirs mirror mis misa mise miser miserable miserables misere miseres
        misericorde misericordieux mises misez miso misogyne miss missile missiles mission
        missionnaire missionnaires missions mississippi missouri mist mister mistral mistrals mit
        mitan mitch mitchell mite mitige mitra mitrailleuse mitrailleuses mitrale mitsubishi mittal
        mitterrand mix mixage mixe mixer mixeur mixite mixtape mixte mixtes mlle mlp mls mm mma mme
        mmh mmm mob mobi mobil mobile mobiles mobilier mobilieres mobiliers mobilis mobilisation
        mobilise mobilisent mobiliser mobilises mobilite mobilites moch moche moches mod modales
        modalite modalites mode model modele modeler modeles modelisation modem moderateur
        moderateurs moderation modere moderee moderees moderement moderer moderes modern moderne
        modernes modernisation modernisee moderniser modernisme modernite modes modeste modestement
        modestes modestie modifiant modification modifications modifie modifiee modifiees modifient
        modifier modifies modique modo modulation module modules moe moelle moelleux moet moeurs
        mohamed mohammad mohammed mohr mohs moi moin moindre moindres moine moineau moineaux moines
        moins moir moire moires mois moise moises moisissure moisissures moisson moissons moit
        moite moites moitie moitier mol molaire molaires moldavie moleculaire molecule molecules
        moles moliere molin molinier molins molle molles mollet mollets mollusques molly molotov
        molson mom mome moment momentanement moments momes momie momies momo mon mona monaco
        monarchie monarchies monarque monastere monasteres monastique monceau moncton mond monde
        mondes mondial mondiale mondialement mondiales mondialisation mondiaux monegasque monet
        monetaire monetaires money mong mongo mongole mongolie mongols moni moniales monica monique
        moniteur moniteurs monk monnaie monnaies monnet mono monocorde monographie monologue
        monoplan monopole monopoles monopoly monoprix monot monotone monotremes monoxyde monroe
        mons monsanto monseigneur monsieur monster monstre monstres monstrueuse monstrueux mont
        monta montage montages montagne montagnes montagneuse montagneux montaigne montait montana
        montant montante montants montauban montbeliard montceau monte montebourg montee montees
        monteil montel montenegro montent monter montera monterai montereau monteregie montes
        montesquieu monteur monteurs montez montfort montgolfier montgolfiere montgolfieres
        montgomery month monti montiel montigny montmartre montmorency montparnasse montpelier
        montpellier montra montraient montrait montrant montre montreal montrealais montrealaise
        montree montrees montrent montrer montrera montrerai montreras montres montreuil montreux
        montrez montrons monts monture montures monty monument monumental monumentale monuments
        mooc moon moore moquait moque moquent moquer moqueries moquette moquettes moqueur mor moral
        morale moralement morales moralite morano moratoire moraux morbide morbides morbier
        morbihan morceau morceaux mord mordant mordille mordre mordu more moreau moree morel
        morelle moreno moret moretti morgan morgane morgue moria morice morilles morillon morin
        morlaix mormons morne morneau morning morocco moroni morose morphine morphologie morris
        morrison mors morse morsure mort mortalite morte morteau mortel mortelle mortellement
        mortelles mortels mortem mortes mortier mortiers morton morts morue morvan mosaique
        mosaiques mosconi moscou mose mosellan moselle mosquee mosquees moss mosson mossoul most
        mostra mot motard motards motel moteur moteurs mother motif motifs motion motions motivant
        motivation motivations motive motivee motivees motiver motives moto motor motorisation
        motorise motorises motors motos motrice motrices mots mott motta motte mou mouais mouche
        moucher mouches mouchet mouchete mouchoir mouchoirs moudon moudre moue mouette moufles
        mougin mouillage mouille mouillee mouiller mouilles mouise moulage moulant moule moulees
        moules moulin mouline moulineaux moulins moult moultes mount mountain mour mourad mourait
        mourani mourant mourante mourants moureau mourier mourillon mourinho mourir mouron mourons
        mourra mourrir mourrons mourut mous mouscron mouse mousquetaires mouss moussa moussant
        mousse mousser mousses mousson moussons moussy moustache moustaches moustique moustiques
        mout moutarde mouton moutons mouture mouvance mouvant mouvement mouvementee mouvements
        mouzon move movie movies moyen moyennant moyenne moyennement moyennes moyens mozambique
        mozart mozilla mrc mrs msn mst mtl mtv much mucus mue muet muets muette muettes muffins
        muhammad mule mules mulhouse muller mullins mulot multi multicolores multiculturalisme
        multimedia multimetre multinationale multinationales multiple multiples multipliant
        multiplication multiplicite multiplie multipliee multipliees multiplient multiplier
        multiplies multitude multivers mundo mune muni munich municipal municipale municipales
        municipalite municipalites municipaux munie munier munir munis munitions munster mur mura
        muraille murailles mural murale murales murat murcie murder murdoch mure muree murer mures
        muret muri murie muriel murier muriers murir murmure muros murphy murray murs mus muscadet
        muscle musclee muscles muscu musculaire musculaires musculation muse museau musee musees
        museum music musical musicale musicalement musicales musicaux musicien musiciens musique
        musiques musk musset musso mussolini must mustang mustapha musulman musulmane musulmanes
        musulmans mutant mutants mutation mutations mute mutilation mutiles mutinerie mutineries
        mutualisation mutualite mutuel mutuelle mutuellement mutuelles mvp myeline myers mylene
        myles myopie myosine myriam mystere mysteres mysterieuse mysterieusement mysterieuses
        mysterieux mystique mystiques mythe mythes mythique mythiques mythologie na naar nabil
        nabilla nacelle nach nacl nada nadal nadar nadeau nader nadia nadine nadir nadon nador nage
        nageoire nageoires nager nageur nageurs naguere nah naif naifs nail nain naine naines nains
        nair nairobi naissance naissances naissant naissante naissent nait naitre naive naivement
        naivete najat nam name names namibie namur nan nana nanar nanas nancy nang nano nantais
        nantaise nanterre nantes nanti nantis nantissement naomi naples napoleon napoli napoule
        nappe nappes naquit narbonne narcisse narcissique narcotique nard narine narines narrateur
        narratif narration narrative naruto nas nasa nasale nash nashville nasl nassau nasser nat
        natacha natal natale natalia natalie natalite natasha natation nate nathalie nathan nati
        natif natifs nation national nationale nationales nationalisation nationalisme nationaliste
        nationalistes nationalite nationalites nationaux nations native natrium natura naturae
        natural naturalisation naturaliste naturalistes nature naturel naturelle naturellement
        naturelles naturels natures naufrage nausee nausees nautique nautiques naval navale navales
        navarin navarre navarro nave navet navette navettes navigateur navigateurs navigation
        navigo navigue naviguer navire navires navre navy nazaire nazareth naze nazi nazie nazis
        nazisme nba nbc ndlr ne neal neanmoins neant nebraska nebuleuse nebuleuses nebuleux nec
        necessaire necessairement necessaires necessitant necessite necessitent necessiter
        necessites nectar ned nee need neel neerlandais neerlandaise nees nef nefaste nefastes neff
        neg negatif negatifs negation negative negativement negatives neglige negligeable
        negligeables negligence negligent negliger negoce negociable negociant negociants
        negociateur negociateurs negociation negociations negocie negocier negre negres negro neige
        neiger neiges neil neill nein nel nell nelly nels nelson nement nemo nemours nena nene neo
        neolithique neologie neon neons nepal nepenthes neptune nera nerd nerf nerfs neri nero
        neron nerveuse nerveuses nerveux nervosite nervure nervures nes nest nestle nestor net
        netflix nets nette nettement nettes nettie nettoie nettoyage nettoye nettoyer network
        neuchatel neue neuer neuf neufs neuilly neur neuro neurologique neurologiques neurologue
        neurone neurones neurosciences neutral neutraliser neutralite neutre neutres neutrino
        neutrinos neutron neutrons neuve neuves neuvieme neuville nevada never nevers neveu neveux
        neville nevins new newcastle newman newport news newsletter newton newtons newtown next
        nexus ney neymar nez nfc nfl nguyen ni niagara niais nian nicaragua nice nicephore niche
        nicher niches nicholas nicholls nichols nicholson nichons nick nickel nickels nicki
        nicklaus nicky nico nicois nicol nicola nicolae nicolai nicolas nicolau nicolay nicole
        nicolet nicolle nicolo nicotine nid nidification nids nie niece niel niels nient niepce
        nier nies nietzsche nievre nigel niger nigeria nigerian night nika nike nikel niki nikita
        nikki niklas niko nikola nikolai nikolaj nikolas nikolaus nikolay nikon nil niles nils
        nimes nina nine ning ninh nini ninja nino ninon nintendo nion niort nippon niqab nique
        niquer niro nirvana nissan nita nitroglycerine niveau niveaux nivelle nivellement nivo
        nixon nkm noah noailles nobel nobile nobiliaire nobilis noble nobles noblesse noce noces
        noch noche noches nocif nocifs nocturne nocturnes node noe noel noelle noels noemie noeud
        noeuds nogent noie noir noirceur noire noireau noires noiret noirs noise noisette noisettes
        noisy noix nokia nolan nom nomade nomades nombre nombres nombreuse nombreuses nombreux
        nombril nomenclature nominal nominale nomination nominations nomine nomines nomma nommait
        nommant nomme nommee nommees nomment nommer nommes nommons noms non nona nonce nono
        nonobstant nont nontron noon noor nope nor nora norad noradrenaline norbert nord nordine
        nordique nordiques nords nore nori norm norma normal normale normalement normales
        normalisation normalisee normalite norman normand normande normandes normandie normandin
        normands normandy normaux norme normes norris nort norte north northern norton norvege
        norvegien norvegienne norvegiens nos nose nostalgie nostalgique nostalgiques not nota
        notable notables notaire notaires notamment notant notation notations note notee notent
        noter notera notes notez nothing notice notices notification notifications notion notions
        notoire notons notoriete notre notres nou nouant noue nouer nouille nouilles nounou
        nounours nour nouri nourri nourrice nourrie nourries nourrir nourris nourrissant
        nourrissent nourrisson nourrissons nourrit nourriture nous nouveau nouveaute nouveautes
        nouveaux nouvel nouvelle nouvellement nouvelles nouvelliste nov nova novak novateur
        novation novel novella novelli novembre novice novices now noya noyade noyal noyau noyaux
        noye noyee noyer noyes npa npd nrj nsa nu nuage nuages nuageux nuance nuancer nuances
        nucleaire nucleaires nudite nue nues nuggets nui nuire nuisance nuisances nuisent nuisible
        nuisibles nuit nuits nul nulle nullement nulles nullite nuls num number numeraire numerique
        numeriques numerisation numero numeros numerus nuno nuque nuremberg nuri nus nutella
        nutriments nutrition nvidia nyon oakland oasis obama obeir obeissance obeissant obeissent
        obeit obelix obese obeses obesite obies objectif objectifs objection objections objective
        objectivement objectives objectivite objet objets obligation obligations obligatoire
        obligatoirement obligatoires oblige obligeait obligeant obligee obligees obligent obliger
        obliges oblique obs obscene obscur obscure obscures obscurite obscurs obsede obseques
        observait observant observateur observateurs observation observations observatoire observe
        observee observees observent observer observes observez obsession obsolete obsoletes
        obstacle obstacles obstination obstruction obtenait obtenant obtenez obtenir obtention
        obtenu obtenue obtenues obtenus obtiendra obtienne obtiennent obtiens obtient obtint obus
        occasion occasionnel occasionnellement occasionnels occasions occident occidental
        occidentale occidentales occidentaux occitan occitanie occulte occultes occupa occupaient
        occupait occupant occupants occupation occupations occupe occupee occupees occupent occuper
        occupera occupes occupez occupons occurrence ocde ocean oceane oceania oceanic oceanie
        oceaniens oceanique oceaniques oceans ocre oct octane octave octavie octet octobre octroi
        octroie octroye octroyer oculaire oculaires oculus ode odeon oder odes odessa odeur odeurs
        odieux odile odin odorat odyssee oeil oeillet oenologue oesophage oeuf oeufs oeuvre oeuvrer
        oeuvres off offense offenser offensif offensive offensives offert offerte offertes offerts
        office offices official officialise officiel officielle officiellement officielles
        officiels officier officiers officieux officine offraient offrais offrait offrande
        offrandes offrant offre offrent offres offrez offrir offrira offrit offrons offs offshore
        ogc ogm ogre ohh ohio ohm ohmmetre oie oies oignon oignons oil oise oiseau oiseaux oit okay
        oklahoma olaf old oleg oleksandr oleoduc olfaction olga olier oligarchie oliphant olive
        oliveira oliver olives olivet olivia olivier olivieri oliviers olivine ollier ollivier
        olsen olsson olympe olympia olympique olympiques olympus oman omar ombrage ombre ombres omc
        omega omelette omer omg omis omise omission omnibus omnipresence omnipresent omnipresente
        omnium omnivore omnivores omoplate omoplates oms on once onces oncle oncles onde ondees
        ondes ondule onduleur one onereux ones onf onfray ong ongle ongles onglet online only ont
        ontarien ontariens ontario onu onze onzieme ooh ooo opacite opaque opel open opera operant
        operas operateur operateurs operation operationnel operationnelle operationnelles
        operationnels operations operatoire opere operee operent operer operes ophelia ophelie
        opinion opinions opium opportun opportunisme opportuniste opportunistes opportunite
        opportunites opposa opposait opposant opposants oppose opposee opposees opposent opposer
        opposes opposition oppositions oppression opprimer opprimes opte opter optimal optimale
        optimisation optimiser optimisme optimiste optimistes optimum option options optique
        optiques opus or oracle orage orages oral orale oralement orales oralite oran orang orange
        orangee oranger oranges orangs oranie oranje orateur orateurs oratoire oraux orban orbite
        orbites orchestre orchestres orchidees order ordi ordinaire ordinaires ordinateur
        ordinateurs ordination ordine ordonna ordonnance ordonnances ordonne ordonnee ordonner
        ordre ordres ordure ordures oreal oree oregon oreille oreiller oreillers oreilles
        oreillette oreillettes ores orfevres orfraie organe organes organique organiques organisait
        organisant organisateur organisateurs organisation organisations organisatrice organise
        organisee organisees organisent organiser organises organisme organismes orgasme orge orgie
        orgon orgue orgueil orgues orient oriental orientale orientales orientation orientations
        orientaux oriente orientee orientees orienter orientes orifice origene origin originaire
        originaires original originale originales originalite originaux origine originel originelle
        origines orion oris orlando orleans orly ormeaux orne ornee ornees ornement ornements
        ornent ornes ornithorynque orphee orphelin orphelinat orpheline orphelins orsay orteil
        orteils orthodoxe orthodoxes orthodoxie orthographe ortie orties ortiz orville os osais
        osait osaka oscar oscars oscillant oscillation oscillations oscille ose osef oseille osent
        oser osera oserais oserait oses osez osiris oslo ossature osselets ossements osseuse osseux
        ossuaire ost ostende ostie oswald otage otages otan ote oter other othon otis ottawa otto
        ottoman ottomane ottomans ou ouagadougou ouah ouai ouaip ouais ouattara oubli oubliais
        oubliant oublie oubliee oubliees oublient oublier oubliera oublierai oublies oubliez
        oublions ouche oue oued ouellet ouen ouep ouest ouf ouganda ouh oui ouie ouies ouille ouin
        ouis oula oulan ould oups our ouragan ouragans oural ourdou ours ourson oursons oussama out
        outaouais outil outillage outille outils outrage outrance outre outremer ouvert ouverte
        ouvertement ouvertes ouverts ouverture ouvertures ouvrage ouvrages ouvrait ouvrant ouvre
        ouvrees ouvrent ouvres ouvrez ouvrier ouvriere ouvrieres ouvriers ouvrir ouvrira ouvrit
        ovaire ovaires ovale ovation over overdose ovni owen owens own oxford oxydation oxyde
        oxydee oxydes oxygen oxygene oxygenee oxygener ozon ozone pa pablo pac paca pace pacha
        pacific pacifie pacifiee pacifique pacifiquement pacifiques pacifisme pacifiste pack
        package packs paco pacs pacte pactes pactise pactole pad padilla padoue padre paella paf
        pagaille pagan page pages paid paidos paie paiement paiements paien paienne paiens paient
        paiera paieront paies paige paik paille paillettes pain paine pains paint pair paire paires
        pairs pais paisible paisiblement paisibles paix pakistan pakistanais pakistanaise pal
        palabre palace palais palatine pale palerme pales palestine palestinien palestinienne
        palestiniens palette palettes paleur palier paliers palin palis palissandre palliatifs
        pallier palm palma palmares palme palmer palmes palmettes palmier palmiers palpable
        paludisme pam pamela pamphlet pan panache panais panama pancarte pancartes pancho pancras
        pancreas panda pandemie pandora pandore pane panel panes panet pang pangaea pangea pangee
        pangolin pani panier paniers panique paniquer panis panne panneau panneaux pannes panoplie
        panorama panoramique pans panse pansement pansements pant pantalon pantalons pantheon
        panthere panthers pantin pantone pantoufles pants paolo paon pap papa papas papaute pape
        paper paperasse papers papes papeterie papetier papi papier papiers papille papilles
        papillon papillons papin papineau papis papon papy papyrus paquebot paquerettes paques
        paquet paquets paquette par para parabole parabolique parachute parachutisme parachutistes
        parade parades paradigme paradis paradise paradoxal paradoxale paradoxalement paradoxe
        paradoxes parages paragraphe paragraphes paraguay parais paraissait paraisse paraissent
        parait paraitra paraitre parallele parallelement paralleles paralympiques paralyse
        paralysee paralysie parametre parametrer parametres parano paranoia paranoiaque paranormal
        parapluie paras parasite parasites paratonnerre parc parce parcellaire parcelle parcelles
        parceque parchemin parcourant parcourent parcourir parcours parcourt parcouru parcourue
        parcourus parcs pardon pardonne pardonner pardonnez pare paree pareil pareille pareillement
        pareilles pareils parent parental parentale parente parentes parenthese parentheses
        parentis parents parer pares paresse paresseux parez parfaire parfait parfaite parfaitement
        parfaites parfaits parfois parfum parfums pari paria parias paribas parie parier paries
        parieur paris parish parisi parisien parisienne parisiennes parisiens paritaire parite
        parizeau park parker parking parkings parkinson parks parl parla parlaient parlais parlait
        parlant parlantes parle parlee parlement parlementaire parlementaires parlementer
        parlements parlent parler parlera parlerai parlerais parlerait parlerons parleront parles
        parleur parleurs parlez parlions parlons parme parmenide parmentier parmesan parmi parmis
        paro parodie parodique paroi parois paroisse paroisses paroissiale paroissiens parole
        paroles paros paroxysme parquet parr parrain parrainage parrains parris pars parseme part
        partage partageaient partageait partageant partagee partagees partagent partageons partager
        partages partagez partaient partais partait partant parte partenaire partenaires
        partenariat partenariats partent parterre partes partez parti partic participaient
        participait participant participantes participants participatif participation
        participations participative participe participent participer participera participeront
        participez particularite particularites particule particules particulier particuliere
        particulierement particulieres particuliers partie partiel partielle partiellement
        partielles partiels parties partir partira partiront partis partisan partisane partisans
        partit partition partitions partners partons partout parts party paru parue parure parurent
        parus parut parution parvenait parvenir parvenu parvenue parvenues parvenus parviendra
        parviennent parviens parvient parvint parvis pas pascal pascale pascaline pascual pasque
        pass passa passablement passage passager passagere passagers passages passaient passais
        passait passant passante passants passation passe passee passees passent passeport
        passeports passer passera passerai passerais passerait passerelle passerelles passerent
        passerez passeront passes passeur passeurs passez passible passif passifs passing passion
        passionnant passionnante passionne passionnee passionnement passionnes passions passive
        passivite passons passy past paste pastel pastels pasteque pasteur pasteurs pastor pastoral
        pastorale pat patate patates patch pate patel patelin patella patentes pater paterne
        paternel paternelle paternite pates pateux pathe pathetique pathogenes pathologie
        pathologies pathologique patiemment patience patient patiente patienter patientes patients
        patin patinage patine patineuse patinoire patins patisserie patisseries patissier patois
        patou patre patri patria patriarcat patriarche patric patrice patricia patricio patrick
        patrie patries patrik patrimoine patrimoines patrimonial patrimoniale patrimoniaux patriot
        patriote patriotes patriotique patriotisme patris patron patronage patronale patronales
        patronat patronne patrons patronyme patrouille patrouilles patte patterson pattes paturage
        paturages pature pau paul paula paule paulin pauline paulo paume pauperisation paupieres
        pause pauses pauvre pauvres pauvrete pavane pave pavel paves pavillon pavillons pavin
        pavoiser pawn pay payaient payait payant payante payantes payants paye payee payees payent
        payer payerne payes payet payeur payez payne payons paypal pays paysage paysages paysagiste
        paysan paysanne paysannes paysans paz pb pcc pcf pcq pdf pdg pea peace peage peages peak
        pean pearl pearson peas peau peaux peche pecher peches pecheur pecheurs pecho pecresse
        pectoral pectorale pectorales pectoraux pecule pedagogie pedagogique pedagogiques pedagogue
        pedale pedales pede pedestre pediatre pediatres pediatrie pedicure pedologie pedophile
        pedophiles pedophilie pedro pee peer peggy peigne peigner peignoir peillon pein peinard
        peindre peine peinent peiner peines peins peint peinte peintes peintre peintres peints
        peinture peinturer peintures pejoratif pekin peladeau pelage pele pelee pelerin pelerinage
        pelerins pell pella pelle pellerin pelles pelletier pellicule peloton pelouse pelouses
        peluche peluches pelures pelvis pen penal penale penales penalise penaliser penalite
        penalites penalty penard penates pence penchant penche penchee pencher pend pendaison
        pendant pende pendentif pendre pendu pendue pendues pendule pendules pendus pene penelope
        penetrant penetration penetre penetrent penetrer penguin penguins penibilite penible
        peniblement penibles penicilline peninsule penis penitence penitencier penitentiaire penn
        penner pennsylvanie penny pensaient pensais pensait pensant pense pensee pensees pensent
        penser pensera penses penseur penseurs pensez pensiez pension pensionnaire pensionnaires
        pensionnat pensions pensons pentagone pente pentecote pentes pentue penurie people pep pepe
        pepere pepin pepiniere pepins pepite pepites pepper pepsi peptide pequiste pequistes per
        percage perce percee percees perceptible perception perceptions percer perceval percevoir
        perche percival percoit percoivent percu percue percues percus percussion percussions
        percutantes percute percuter percy perd perdait perdant perdants perde perdent perdez
        perdit perdition perdons perdra perdrait perdre perds perdu perdue perdues perdure perdurer
        perdus pere pereira perenne perennite perequation peres perez perf perfect perfection
        perfectionne perfectionnement perfectionner perfide performance performances performant
        performante performantes performants perfusion pergelisol peri perier perigord perigueux
        perihelie peril perilleuse perilleux perils perimetre periode periodes periodique
        periodiquement periodiques peripetie peripeties peripherie peripherique peripheriques
        periple perir periscope perkins perle perles permafrost permagel permanence permanent
        permanente permanentes permanents permet permets permettaient permettait permettant
        permette permettent permettez permettra permettraient permettrait permettre permettront
        permien permis permise permission permit permutation peron perone peronne perou
        perpendiculaire perpetre perpetue perpetuel perpetuelle perpetuer perpetuite perpignan
        perplexe perquisition perquisitions perrault perreau perret perrier perrin perron perroquet
        perrot perruque perry pers persan perse persecutes persecution persecutions perses
        perseverance perseverer persil persistait persistance persistant persistante persistantes
        persistants persiste persistent persistes perso person persona personal persone personnage
        personnages personnalisation personnalise personnalisee personnaliser personnalite
        personnalites personne personnel personnelle personnellement personnelles personnels
        personnes persos perspective perspectives persuade persuadee persuader persuades persuasion
        pert perte pertes perth pertinemment pertinence pertinent pertinente pertinentes pertinents
        perturbant perturbateurs perturbation perturbations perturbe perturbee perturber peru
        peruviens pervers perverse perversion pesait pesant pesantes pese pesees pesent peser
        pesquet pessimisme pessimiste peste pester pesticides pet petage petain petale petales
        petanque petant petantes petard petards petasse pete peter peters petersbourg peterson
        petille petit petite petites petition petitions petits petra petre petrole petrolier
        petroliere petrolieres petroliers petrone pets peu peugeot peule peuple peuplee peuplees
        peuplement peuples peur peurs peut peuvent peux peyton pff pfff ph phalloide pharaon
        pharaonique phare phares pharma pharmaceutique pharmaceutiques pharmacie pharmacien
        pharmaciens pharmacies phase phases phelps phenix phenomenal phenomenale phenomene
        phenomenes phi phil philadelphie philae philibert philip philipp philippe philippines
        philippot philips phillip phillips philo philologie philosophe philosophes philosophie
        philosophique philosophiques phobie phoenix phone phonetique phonographe phoque phoques
        phosphate phosphore photo photoelectrique photographe photographes photographie
        photographier photographies photographique photographiques photon photons photos photoshop
        photosynthese photovoltaique php phrase phrases physicien physiciens physiologie
        physiologique physiologiques physionomie physique physiquement physiques phytophage pi pia
        piaf pian pianiste piano piazza pib pic picard picardie picasso pick picquet pics pictural
        picture pictures pie piece pieces pied piedestal pieds piege piegee pieger pieges piel
        piemont pier pierce pierre pierres pierret pierrot pies piet piete pieton pietonne pietons
        pietre pietro pieu pieuse pieuvre pieux pif pige pigeon pigeons piges pigment pigmentation
        pigments pignon pignons pilate pilates pile piles pilier piliers pillage pillages pillards
        pille piller pilleur pilon pilonner pilotage pilote pilotee piloter pilotes pilule pilules
        piment pimenter piments pin pina pinault pince pinceau pinceaux pincee pincer pinces pinder
        pine pineau pinel ping pingouin pingouins pink pinker pino pinot pins pinte pinter pintes
        pioche piocher piolet piolle pion pioncer pioneer pionnier pionniere pionniers pions pipe
        pipeline piper pipes pipi piquant pique piquee piquent piquer piques piquet piquette piqure
        piqures piratage pirate pirater piraterie pirates pire pires pirouettes pis piscine
        piscines pise pisse pissenlit pissenlits pissent pisser piste pister pistes pisteur
        pisteurs pistil pistol pistolet pistolets piston pistons pit pitance pitbull pitch piteuse
        pitie pitoyable pitre pitt pittoresque pittoresques pittsburgh pivot pixel pixels pizza
        pizzas pizzeria pkk pkp pla placage placait placant placard placards place placebo placee
        placees placement placements placent placer places placette placez plafond plafonds plage
        plages plagiat plagne plaid plaide plaider plaidoyer plaie plaies plaignait plaignant
        plaigne plaignent plain plaindre plaine plaines plains plaint plainte plaintes plaints
        plaira plairait plaire plais plaisait plaisance plaisant plaisante plaisanterie
        plaisanteries plaise plaisent plaisir plaisirs plait plan planant planante plancha planche
        plancher planchers planches planchettes plancton planctoniques plane planent planer planes
        planet planetaire planetaires planete planetes planeur planification planifie planifiee
        planifier planner planning planque planquer planques plans plant planta plantage plantant
        plantation plantations plante plantee plantees plantent planter plantera plantes planteur
        planteurs plantez plantier plantin planton plantons plants plantu plantules planus
        plaquages plaque plaquee plaquees plaquer plaques plaquette plaquettes plasma plasmatique
        plasmique plastique plastiques plat plata platane platanes plate plateau plateaux
        plateforme plateformes plates platine platines platini platon platre platres plats platte
        plausible plaute play playboy player playlist playoffs playstation plaza plc please plebe
        plebiscite pleiade plein pleine pleinement pleines pleins plenier pleniere plenitude
        plessis pleu pleurait pleurant pleure pleurent pleurer pleures pleurez pleurs pleut
        pleuvait pleuve pleuvoir plevre pli pliante pliantes pliants plie plier pline plinthes plis
        plissee plomb plombe plomberie plombier plombs plonge plongeant plongee plongent plongeon
        plonger plonges plongeur plongeurs plq pls plu plug pluie pluies plumage plume plumes
        plumier plupart pluralisme pluralite pluriel plus plusieurs pluton plutonium plutot pluvier
        pluvieux pma pme pmi pmu pneu pneumatique pneumatiques pneumonie pneus pnl poche poches
        pochette pochettes pocket podcast podcasts podium podiums podologue podometre podos poe
        poele poelee poeles poeme poemes poesie poesies poet poete poetes poetique poetiques pogba
        pognon poids poignant poignard poignarde poignee poignees poignet poignets poil poile poils
        poilu poilus poin poincare poing poings point pointage pointant pointe pointent pointer
        pointes pointeur points pointu pointue pointues pointure pointus poir poire poireau poires
        poirier pois poison poisons poisse poisson poissons poissy poitiers poitou poitrine poivre
        poivrons pokemon pokemons poker pol polaire polaires poland polanski polar polaris
        polarisation polarise polarite polars pole polemique polemiques poles poli police polices
        policier policiere policieres policiers policy polie poliment polir polis politesse politi
        political politicien politicienne politiciens politico politics politik politique
        politiquement politiques politis politologue pollen pollinisateurs pollo polluantes
        polluants polluer pollution pollutions polo pologne polonais polonaise polonium poly
        polygamie polymere polynesie polytechnique polyvalence polyvalent polyvalente pom pommade
        pomme pommes pommier pomona pompage pompe pompee pompei pomper pompes pompidou pompier
        pompiers pompon pompons poncer ponction ponctualite ponctuation ponctue ponctuee ponctuel
        ponctuelle ponctuellement ponctuelles pond pondent ponderation pondre poney poneys pong
        pongo ponk pons pont ponta ponte pontes ponti pontife pontifical pontificale pontificat
        pontoise pontons ponts ponty pony pool poole pop popcorn pope populace populaire populaires
        popularite population populations populisme populiste populistes por porc porcelaine
        porcelaines porche porches porcine porcs pore pores poreuse porn porno pornographie
        pornographique pornographiques pornos porsche port porta portable portables portage
        portaient portail portails portais portait portant porte portee portees portefeuille
        portefeuilles portent porter portera porterait porteront portes porteur porteurs porteuse
        porteuses portez portier portiere portillon portion portions portique portiques portland
        porto portons portrait portraits ports portuaire portuaires portugais portugaise
        portugaises portugal pos posa posais posait posant pose posee posees posent poser posera
        poses poseur posez positif positifs position positionne positionnement positionner
        positions positive positivement positives posologie posons posse possedaient possedait
        possedant possede possedee possedent posseder possedez possedons possesseurs possession
        possessions possibilite possibilites possible possiblement possibles post postal postale
        postales postaux poste postee postees postent poster posterieur posterieure posterieures
        posterieurs posteriori posterite posters postes posthume posts postulat postule postuler
        posture postures pot potable potager potassium pote poteau poteaux potentiel potentielle
        potentiellement potentielles potentiels poterie poteries potes potion potions potomac pots
        potter pou poubelle poubelles pouce pouces poudlard poudre poudree poudres poudrier pouf
        pouille pouilles pouillon poulain poulains poule poules poulet poulets poulie poulin poulpe
        pouls poumon poumons poupe poupee poupees poupon pouponniere pour pourais pourait pourboire
        pourcain pourcentage pourcentages pourparlers pourpre pourquoi pourra pourrai pourraient
        pourrais pourrait pourras pourrez pourri pourrie pourriel pourries pourriez pourrions
        pourrir pourris pourrit pourriture pourrons pourront poursuit poursuite poursuites
        poursuivait poursuivant poursuivent poursuivi poursuivie poursuivies poursuivis poursuivit
        poursuivra poursuivre pourtant pourtour pourvoi pourvoir pourvu pourvue pourvus pous pouss
        poussa poussaient poussait poussant pousse poussee poussees poussent pousser poussera
        pousses poussette pousseur poussez poussiere poussieres poussif poussin poussins poussive
        poussons pout poutine poutre poutres pouvaient pouvais pouvait pouvant pouvez pouviez
        pouvions pouvoir pouvoirs pouvons poux pouzin powell power powerpoint powers ppp prada
        pradier prado pragmatique pragmatisme prague prairie prairies pralines praticien
        praticienne praticiens pratiquait pratiquant pratiquants pratique pratiquee pratiquees
        pratiquement pratiquent pratiquer pratiques pratt pre prealable prealablement prealables
        preambule preau preavis precaire precaires precarite precaution precautions precedant
        precede precedee precedemment precedent precedente precedentes precedents preceptes
        precepteur precession preche precher precieuse precieuses precieux precipitamment
        precipitation precipitations precipite precipiter precis precisant precise precisee
        precisement precisent preciser precises precision precisions precisons precoce precoces
        preconise precurseur precurseurs predateur predateurs predecesseur predecesseurs
        predicateur predication prediction predictions predilection predire predit predominance
        preexistantes preface prefectoral prefecture prefectures prefer preferable preferais
        preferait preferant prefere preferee preferees preference preferences preferent
        preferentiel preferer prefererais prefererait preferes preferez prefet prefets prefixe
        prehension prehistoire prehistorique prehistoriques prejudice prejudiciable prejuge
        prejuges prelat prelats prele preleve prelevement prelevements prelevent prelever preleves
        preliminaire preliminaires prelude premature prematuree prematurement premeditation
        premedite premi premices premier premiere premierement premieres premiers premium premunir
        prenaient prenais prenait prenant prenante prenantes prend prendra prendrai prendraient
        prendrais prendrait prendre prendrez prendrons prendront prends preneur prenez preniez
        prenne prennent prennes prenom prenoms prenons preoccupation preoccupations preoccupe
        preoccupee preoccupent preoccuper preoccupes prepa preparait preparant preparateur
        preparatifs preparation preparations preparatoire preparatoires prepare preparee preparees
        preparent preparer prepares preparez preparons preponderant preponderante prepose
        prerogatives pres presage presager presbytere prescription prescriptions prescrire prescrit
        prescrits presence presences present presenta presentaient presentait presentant
        presentateur presentation presentations presentatrice presente presentee presentees
        presentement presentent presenter presentera presenteront presentes presentez presentons
        presents preservant preservatif preservatifs preservation preserve preservee preserver
        preside presidee presidence president presidente presidentiel presidentielle
        presidentielles presidents presider presle presomption presque press pressa pressant
        pressantes presse pressee pressees pressent pressenti pressentiment presser presses pressez
        pressing pression pressions prestataire prestataires prestation prestations preste
        prestement prestige prestigieuse prestigieuses prestigieux preston presume presumee
        presumer presumes pret prete pretend pretendait pretendant pretendants pretendent pretendre
        pretends pretendu pretendue pretendument pretent pretentieux pretention pretentions preter
        pretes preteur pretextant pretexte pretextes pretons pretre pretres prets pretty preuve
        preuves prevalence prevaloir prevaut prevenant prevenir preventif prevention preventive
        preventives prevenu prevenue prevenus previens previent preview preville previsible
        previsibles prevision previsions prevoient prevoir prevois prevoit prevost prevot prevoyait
        prevoyance prevoyant prevoyez prevu prevue prevues prevus pri priant price pride prie
        prient prier priere prieres pries prieur prieure priez prima primaire primaires primat
        primate primates primaute prime primees primer primes primitif primitifs primitive
        primitives primo primordial primordiale prin prince princes princess princesse princesses
        princeton princiere princip principal principale principalement principales principat
        principaute principautes principaux principe principes principia principle principles print
        printemps prions priori prioritaire prioritaires priorite priorites prirent pris priscille
        prise prisee prises prisme prismes prison prisonnier prisonniere prisonniers prisons prit
        privant private privation privatisation prive privee privees priver prives privilege
        privileges privilegiant privilegie privilegiee privilegiees privilegient privilegier
        privilegies prix pro probabilite probabilites probable probablement probables probation
        probite problem problematique problematiques probleme problemes proc procedant procede
        procedent proceder procedes procedure procedures proces process processeur processeurs
        processing procession processions processus prochain prochaine prochainement prochaines
        prochains proche proches proclamation proclame proclamee proclamer procreation procuration
        procure procurent procurer procureur procureurs prod prodige prodigieux prodigue producteur
        producteurs productif productifs production productions productive productives productivite
        productrice produira produire produisait produisant produise produisent produisit produit
        produite produites produits prof profane professeur professeure professeurs profession
        professionnalisation professionnalisme professionnel professionnelle professionnellement
        professionnelles professionnels professions profil profile profils profit profitable
        profitant profite profitent profiter profitera profites profitez profitons profits profond
        profonde profondement profondes profondeur profondeurs profonds profs profusion progeniture
        program programmation programme programmee programmees programment programmer programmes
        programmeur programmez programs progres progresse progressent progresser progressif
        progression progressiste progressistes progressive progressivement prohibition proie proies
        project projecteur projecteurs projectile projectiles projection projections projet projete
        projetee projeter projetes projets projette proletariat proliferation prolifique prologue
        prolongation prolongations prolonge prolongee prolongement prolonger promenade promenades
        promene promenent promener promesse promesses promet promets promettait promettant
        promettent prometteur prometteurs prometteuse promettre promeut promis promise promo promos
        promoteur promoteurs promotion promotionnelle promotions promouvoir prompt promptement
        promptes promu promulgation promulguee promus pronant prone pronee pronees pronent proner
        pronom pronoms prononcant prononce prononcee prononcees prononcent prononcer prononces
        prononciation pronostic pronostics propagande propagation propage propagent propager
        propension prophete prophetes prophetie propheties propice propices propolis proportion
        proportionnel proportionnelle proportionnellement proportions propos proposa proposaient
        proposais proposait proposant propose proposee proposees proposent proposer proposera
        proposes proposez proposition propositions proposons propre proprement propres proprete
        proprietaire proprietaires propriete proprietes proprio propulse propulsion pros prose
        proselytisme prospection prospective prospectus prosper prospere prosperer prosperite
        prostate prostituee prostituees prostitution protagoniste protagonistes protecteur
        protecteurs protection protectionnisme protections protectorat protectrice protege
        protegeait protegeant protegee protegees protegent proteger proteges protegez proteine
        proteines protestant protestante protestantes protestantisme protestants protestation
        protestations proteste protestent protester prothese protheses proto protocol protocole
        protocoles proton protons prototype prototypes prou proue prouesse prouesses proust
        prouvant prouve prouvee prouvent prouver prouvons provenaient provenait provenance
        provenant provencal provencale provence provenir proverbe proverbes providence proviennent
        provient province provinces provincial provinciale provinciales provinciaux proviseur
        provision provisions provisoire provisoirement provisoires provocateur provocation
        provocations provoqua provoquant provoque provoquee provoquees provoquent provoquer
        provoques proxima proximite prudemment prudence prudent prudente prudents prue prune
        prunelle prunes prunier prusse prussien prussienne prussiens psa psaume psaumes pseudo
        pseudonyme pseudos psg psi psy psychanalyse psychanalyste psyche psychiatre psychiatres
        psychiatrie psychiatrique psychiatriques psychique psychiques psycho psychologie
        psychologique psychologiquement psychologiques psychologue psychologues psychopathe
        psychopathes psychose psychotherapie ptain ptet ptin ptit ptolemee pts pu puante puantes
        puanteur puants pub puberte publia publiait publiant public publication publications
        publicitaire publicitaires publicite publicites publics publie publiee publiees publient
        publier publiera publies publique publiquement publiques pubs puce puceau pucelle puces
        puck pudeur pue puent pueril puerto puf puis puise puisee puiser puisque puissance
        puissances puissant puissante puissantes puissants puisse puissent puisses puissiez
        puissions puit puits pull pulls pulmonaire pulpe pulsar pulsee pulsion pulsions pulvar puma
        punaise punaises punch pune puni punie punies punir punis punisse punit punitif punition
        punitions punk pupillaire pupille pupilles pupitre pur pura pure puree purement purent
        pures purete purgatoire purge purger puri purification purifier purple purs pus push pussy
        put putain putains pute puteaux putes putin putsch puy puys puzzle pvp pyjama pylone
        pyongyang pyramide pyramides pyrenees pythagoras pythagore python qaida qatar qqch qqn qqun
        qu qua quad quadruple quai quais qualifiant qualificatif qualification qualifications
        qualifie qualifiee qualifiees qualifient qualifier qualifies qualitatif qualitative qualite
        qualites quan quand quant quantifier quantique quantitatif quantitative quantite quantites
        quantum quarantaine quarante quark quarre quart quarte quarter quartet quartier quartiers
        quartile quarto quarts quartz quasar quasi quasiment quatar quater quatorze quatorzieme
        quatre quatres quatrieme quatro quatuor que quebec quebecois quebecoise quebecoises queen
        queens queer quel quelconque quelle quelles quelqu quelque quelquechose quelquefois
        quelques quels quenelle quentin querelle querelles quest question questionnaire
        questionnaires questionne questionnement questionnements questionner questions quete quetes
        queue queues qui quiche quichotte quick quiconque quid quietude quil quille quilles quimper
        quincaillerie quinn quinquennat quint quinte quinzaine quinze quinzieme quit quitta
        quittait quittant quitte quittee quittent quitter quittera quittes quittez quiz quizz quo
        quoi quoique quota quotas quote quotidien quotidienne quotidiennement quotidiennes
        quotidiens quotient qwerty qwertz rab rabais rabaisser rabat rabattre rabbi rabbin
        rabbinique rabe rabelais rabier racaille racailles raccord raccordement raccourci
        raccourcir raccourcis raccroche raccrocher race races rachat rache rachel rachelle rachete
        rachetee racheter rachid rachitique rachitisme rachline racial raciale raciales racine
        racines racing racise racisees racises racisme racismes raciste racistes racket raclette
        racontait racontant raconte racontee racontent raconter racontes racontez rad radar radars
        rade radeau radeon radiateur radiation radiations radical radicale radicalement radicales
        radicalisation radicaux radie radiees radies radieux radin radine radins radio radioactif
        radioactifs radioactive radioactivite radioamateurs radiodiffusion radiologie radiologue
        radios radis radium rado radon rae raf rafael rafale rafales rafe raffinage raffine
        raffinee raffinement raffinerie raffineries raffines rafle rafraichir rafraichissant raft
        rage rager rageurs ragon ragondin rai raid raide raides raids raie raies raif rail raille
        railler rails rain rainbow raine rainer raines rainey rains rais raise raisin raisins
        raison raisonnable raisonnablement raisonnables raisonne raisonnee raisonnement
        raisonnements raisonner raisons rait rajoute rajouter rale ralenti ralentie ralentir
        ralentira ralentis ralentissement ralentit raler rales rallie ralliee ralliement rallier
        rallonge rally rallye ralph ram rama ramadan ramassage ramasse ramasser rambo rambouillet
        ramdane rame rameau rameaux ramenant ramene ramenee ramenent ramener ramenes ramenez rames
        rami ramier ramirez ramon ramones ramos rampant rampe rampes ramsay ramsey rance ranch
        rancho rancon rancune rancunes rand randall rando random randon randonnee randonnees
        randonneurs randy rang range rangea rangee rangees rangement ranger rangers ranges rangs
        ranime rankin raon raoul rap rapace rapatriement rapatrier rapatries rape rapee rapelle
        raphael rapide rapidement rapides rapidite rapiere rapin rapine rapines rappel rappelait
        rappelant rappele rappelee rappeler rappeles rappelez rappelle rappellent rappellera
        rappelles rappelons rappels rappeur rappeurs rapport rapportait rapportant rapporte
        rapportee rapportees rapportent rapporter rapportes rapporteur rapports rapprochant
        rapproche rapprochee rapprochement rapprochent rapprocher rapproches raquette raquettes
        raquin rare rarefaction rarement rares rarete ras rasage rasante rase rasee raser rasoir
        rassemblant rassemble rassemblee rassemblees rassemblement rassemblements rassemblent
        rassembler rassembles rassemblez rassurant rassurante rassure rassuree rassurer rassures
        rassurez rat rata rate rateau rated ratee rater rates ratez rath ratification ratifie
        ratings ratio ration rationalisation rationalite rationnel rationnelle rationnels rations
        raton ratp rats rattache rattachee rattachement rattacher rattaches ratte rattrapa
        rattrapage rattrape rattrapee rattraper rattrapes rature raul rault rauque raux ravage
        ravagee ravages rave ravel raven ravenne ravi ravie ravier ravies ravin ravine ravines
        ravins ravir ravis ravissante ravisseurs ravitaillement raviver raw rawdon ray raye rayer
        raymond rayon rayonne rayonnement rayonner rayons rayures raz rca rda rdc rds rdse rdv
        reabsorbent reacteur reacteurs reactif reactifs reaction reactionnaire reactions reactive
        reactivite read readaptation reading ready reaffirme reagan reagi reagir reagis reagissent
        reagit real realisa realisable realisant realisateur realisateurs realisation realisations
        realisatrice realise realisee realisees realisent realiser realisera realises realisez
        realisme realiste realistes realite realites really reamenagement reanimation reau
        rebaptise rebecca rebelle rebelles rebellion rebond rebondir rebondissements rebonds reboot
        rebord rebours rec recapitulatif recel recele recemment recense recensees recensement
        recensements recenser recenses recension recensions recent recente recentes recentrer
        recents recepteur recepteurs reception receptions recessif recession recessions recette
        recettes recevable recevaient recevait recevant receveur receveurs recevez recevoir
        recevons recevra recevrez recevront rechange recharge recharger rechauffe rechauffement
        rechauffer reche recherchait recherchant recherche recherchee recherchees recherchent
        rechercher recherches recherchez recherchons rechute rechuter recidive recifs recipient
        recipients reciprocite reciproque reciproquement recit recital recitation recite reciter
        recites recits reclamaient reclamait reclamant reclamation reclamations reclame reclamee
        reclament reclamer reclassee reclus reclusion recoins recois recoit recoive recoivent
        recoller recolonise recolte recoltee recoltees recoltent recolter recoltes recommandation
        recommandations recommande recommandee recommandent recommander recommandes recommence
        recommencer recompense recompensee recompenser recompenses recomposees reconciliation
        reconcilier reconduire reconduit reconfort reconforter reconnais reconnaissable
        reconnaissait reconnaissance reconnaissant reconnaissante reconnaissants reconnaisse
        reconnaissent reconnaissez reconnaissons reconnait reconnaitra reconnaitre reconnu reconnue
        reconnues reconnus reconquerir reconquete reconsiderer reconstitue reconstituer
        reconstitution reconstruction reconstruire reconstruit reconversion reconverti record
        records recourant recourbe recourir recours recouvert recouverte recouvertes recouverts
        recouvrant recouvre recouvrement recouvrent recouvrer recouvrir recre recreation recreer
        recroiser recrudescence recrue recrues recrute recrutement recrutements recrutent recruter
        recrutes recruteur recruteurs rectale rectangle rectangulaire rectangulaires recteur
        rectification rectifier recto rectorat recu recue recueil recueille recueillement recueilli
        recueillie recueillies recueillir recueillis recueils recues recul recule reculer recup
        recuperation recupere recuperee recuperees recuperent recuperer recuperes recurrent
        recurrente recurrentes recurrents recus recut recyclage recycle recycler red redacteur
        redacteurs redaction redactions redactrice reddition rede redecouvrir redefinir redemarrer
        redemption redescend redescendre redevable redevance redevances redevenir redevenu
        redevient redige redigee redigees rediger rediges redire redirection redis redistribution
        redon redonne redonner redoublement redoubler redoutable redoutables redoute redresse
        redressement redresser reds reducteur reduction reductions reduire reduisant reduisent
        reduit reduite reduites reduits reecrire reecriture reed reedition reeducation reel
        reelection reelle reellement reelles reels reelu reeves ref refaire refais refait refaite
        refection refections refectoire referant refere reference referencement references
        referendaire referendum referendums referent referentiel referer referme referment refermer
        refile reflechi reflechie reflechir reflechis reflechissant reflechissent reflechissez
        reflechit reflection reflections reflet refletant reflete refletent refleter reflets reflex
        reflexe reflexes reflexif reflexion reflexions reflexive reflux refn refonte reformateur
        reformation reforme reformee reformer reformes reformiste refoule refractaire refractaires
        refraction refrain refrigerateur refroidi refroidir refroidissant refroidissement refroidit
        refuge refuges refugie refugier refugies refus refusa refusaient refusait refusant refuse
        refusee refusent refuser refusera refuses refusez refutation refute refuter reg regagner
        regain regal regale regaler regard regarda regardaient regardais regardait regardant
        regarde regardee regardent regarder regardera regarderai regardes regardez regardons
        regards regence regeneration regenere regenerer regent regenter reggae regi regie regies
        regime regiment regiments regimes regina regine region regional regionale regionales
        regionaux regions regis regissant regissent regisseur registre registres regit reglage
        reglages regle reglee reglees reglement reglementaire reglementaires reglementation
        reglementations reglemente reglementee reglementer reglements reglent regler regles reglons
        regna regnait regnant regnard regnault regne regnent regner regnes regni regno regorge
        regression regret regrets regrettable regrettait regrette regrettent regretter regroupant
        regroupe regroupees regroupement regroupements regroupent regrouper regroupes
        regularisation regulariser regularite regulateur regulateurs regulation reguler regulier
        reguliere regulierement regulieres reguliers regurgite rehabilitation rehabiliter rehn rei
        reich reid reign reigns reille reilly reimer reimprimer reims rein reina reincarnation
        reine reiner reines reins reinsertion reintegration reintegre reintegrer reintroductions
        reinventer reis reiss reiter reiteration reitere rejet rejetant rejete rejetee rejetees
        rejeter rejetes rejets rejette rejettent rejoignant rejoigne rejoignent rejoignez rejoindra
        rejoindre rejoins rejoint rejoints rejouer rejouir rejouis rejouissent rejouit relache
        relachement relacher relaient relais relance relancer relatant relate relatif relatifs
        relation relationnel relations relative relativement relatives relativiser relativite relax
        relaxation relaxe relaxer relaye relayee relayer release relecture relegation relegue
        relevait relevant releve relevee relevees relevement relevent relever releves reliait
        reliant relie reliee reliees relief reliefs relient relier relies religieuse religieuses
        religieux religion religions relique reliques relire relis reliure relocalisation
        relocation relou relous relu rem remacher remake remaniement remarquable remarquablement
        remarquables remarque remarquee remarquent remarquer remarquera remarques remarquez
        rembourse remboursement remboursements rembourser rembourses rembrandt remede remedes
        remedier remember rement remercie remerciement remerciements remercier remercions remet
        remets remettait remettant remette remettent remettez remettra remettre remi remigration
        remis remise remiser remises remission remit remix remixer remoise remontage remontait
        remontant remonte remontee remontees remontent remonter remontes remords remorque remorques
        remous rempart remparts rempile remplacant remplacante remplacants remplace remplacee
        remplacees remplacement remplacent remplacer remplacera remplaces rempli remplie remplies
        remplir remplis remplissage remplissant remplissent remplissez remplit remportant remporte
        remportee remportent remporter remue remuer remuneration remunerations remunere remunerer
        remuneres remy ren rena renaissance renait renaitre renal renale renan renard renards
        renart renaud renaudot renault renaut renaux rencard rence rencontra rencontrait
        rencontrant rencontre rencontree rencontrees rencontrent rencontrer rencontrera rencontres
        rencontrez rencontrons rend rendaient rendait rendant rende rendement rendements rendent
        rendez rendit rendons rendra rendrait rendre rendront rends rendu rendue rendues rendus
        rene renee renegocier renes renfe renferme renforcant renforce renforcee renforcees
        renforcement renforcent renforcer renforces renfort renforts reni renie reniement renier
        rennais renne renner rennes reno renoir renom renomme renommee renommes renon renonce
        renoncement renoncent renoncer renonciation renoue renouer renouveau renouvelable
        renouvelables renouvele renouvelee renouveler renouvelle renouvellement renouvellent
        renovation renovations renove renovee renover rens renseigne renseignement renseignements
        renseigner renseignez rent rentabiliser rentabilite rentable rentables rente rentes rentier
        renton rentra rentrai rentrais rentrait rentrant rentre rentree rentrees rentrent rentrer
        rentrera rentres rentrez rents renverse renversee renversement renverser renvoi renvoie
        renvoient renvoyant renvoye renvoyee renvoyer renvoyes reorganisation reorganise
        reorganiser reorientation reorienter reouverture rep repaire repand repandent repandre
        repandu repandue repandues repandus reparateur reparation reparations repare reparer
        reparle reparler reparlera repars repart repartent reparti repartie reparties repartir
        repartis repartissent repartit repartition repas repasse repasser repechage repeche
        repeindre repense repenser repentir reperage repercussions repere reperee reperent reperer
        reperes repertoire repertorie repertories repetait repetant repete repetee repetees
        repetent repeter repetes repetitif repetition repetitions repique repit replace replacer
        replay repli replication replie repliee replier replique repliquer repliques replonger
        repond repondais repondait repondant repondants reponde repondent repondeur repondez
        repondit repondra repondrai repondrais repondre reponds repondu repons reponse reponses
        report reportage reportages reporte reportee reporter reporters reports repos reposait
        reposant repose reposent reposer repoussant repousse repoussee repoussent repousser
        repousses reprenait reprenant reprend reprendra reprendre reprends reprenne reprennent
        reprenons represailles representaient representait representant representante representants
        representatif representatifs representation representations representative representatives
        representativite represente representee representees representent representer representera
        representerait representes repression repressive reprime reprimer repris reprise reprises
        reprit reprochait reproche reprochent reprocher reproches reproduction reproductions
        reproduire reproduise reproduisent reproduit reproduite reprogramme reptile reptiles
        reptilien republic republicain republicaine republicaines republicains republique
        republiques reputation repute reputee reputees reputes requerant requete requetes requiem
        requierent requiert requin requins requis requise requises requisition requisitions
        requisitoire rer res rescapes rescousse research reseau reseaux resection reservation
        reservations reserve reservee reservees reservent reserver reserves reservez reservoir
        reservoirs residait residant reside residence residences resident residentiel residentielle
        residentiels residents resider residu residus resignation resigner resiliation resilience
        resilier resille resine resines resistance resistances resistant resistante resistantes
        resistants resiste resistent resister resolu resolue resolument resolus resolution
        resolutions resonance resonne resonner resorbe resorption resort resoudre resources resout
        respect respectable respectables respectait respectant respecte respectee respectees
        respectent respecter respectes respectez respectif respectifs respective respectivement
        respectives respectons respectueuse respectueux respirais respirait respirateur respiration
        respirations respiratoire respiratoires respire respirent respirer respirons responsabilite
        responsabilites responsable responsables ressaisir resse ressemblaient ressemblait
        ressemblance ressemblant ressemble ressemblent ressembler ressemblera ressemblerait
        ressembles ressemblez ressens ressent ressentais ressentait ressentent ressentez ressenti
        ressentie ressentiment ressentir ressentis resserre resserrer ressort ressortent ressorti
        ressortir ressortissant ressortissants ressorts ressource ressources ressuscite ressusciter
        rest resta restaient restait restant restante restantes restants restau restaurant
        restaurants restaurateur restaurateurs restauration restaure restauree restaurer reste
        restee restees restent rester restera resterai resterait resteras resterent resteront
        restes restez restituer restitution resto restons restos restreindre restreint restreinte
        restriction restrictions restrictive restructuration result resultant resultat resultats
        resulte resultent resulter resume resumee resument resumer resumes resurrection retabli
        retablie retablir retablissement retablit retail retard retarde retardee retardement
        retarder retards rete retenez retenir retention retentissement retentit retenu retenue
        retenues retenus reticence reticences reticent reticule retiendra retienne retiennent
        retiens retient retina retine retines retint retira retirant retire retiree retirees
        retirent retirer retires retirez retive retombe retombees retomber retouche retouches
        retour retourna retournant retourne retournee retournement retournent retourner retournera
        retournes retournez retours retracant retrace retracer retractation retracter retraction
        retrait retraite retraites retraits retranche retransmission retro retroaction retrograde
        retrospective retrousser retrouva retrouvaient retrouvailles retrouvait retrouvant retrouve
        retrouvee retrouvees retrouvent retrouver retrouvera retrouverait retrouverez retrouveront
        retrouves retrouvez retrouvons retrovirus retroviseur retroviseurs return reuni reunie
        reunies reunification reunion reunionnais reunions reunir reunira reuniront reunis
        reunissait reunissant reunissent reunit reussi reussie reussies reussir reussira reussis
        reussisse reussissent reussit reussite reussites reuters reutilisables reutiliser rev
        revais revait revalorisation revanche revault reve revee reveil reveille reveillee
        reveillent reveiller reveilles reveillez reveillon revela revelait revelant revelateur
        revelation revelations revele revelee revelees revelent reveler reveles revenaient revenait
        revenant revend revendeurs revendication revendications revendiquant revendique revendiquee
        revendiquent revendiquer revendre revendu revenez revenge revenir revenons revent revente
        revenu revenue revenues revenus rever revere reverence reverend reverra reverrons revers
        reversible reversion reves revet revetement revetements revetir revetu reveur revez
        reviendra reviendrai reviendrais reviendrait reviendrons reviendront revienne reviennent
        reviens revient review revint revirement revirements revise revisee reviser reviseur
        revision revisions revit revivre revocation revoila revoir revois revoit revolte revoltes
        revolu revolution revolutionnaire revolutionnaires revolutionner revolutions revolver
        revons revoque revu revue revues revus rex rey reyes reynard reyne reynolds rez reze rfi
        rgpd rhein rhesus rhetorique rhin rhinoceros rhodanien rhode rhodes rhone rhum rhume riait
        riant ribery ric rica ricain ricains ricaner ricard ricardo rice rich richard richards
        richardson riche richelieu richement richer richert riches richesse richesses richet richie
        richier richissime richmond richter ricine rick ricky rico rida ride rideau rideaux ridee
        rider rides ridge ridicule ridicules ridiculiser ridley rie riel rien riens rient riester
        riez riff rift riga rigault right rights rigide rigides rigidite rigolade rigolant rigole
        rigoler rigoles rigolez rigolo rigoureuse rigoureusement rigoureux rigueur rihanna riis
        riley rimbaud rime rimes rimouski rina rincer ring ringard rinne rino rins rio rion riot
        rip ripe riposte rique rire rires ris rise risee rising risquait risque risquee risquent
        risquer risquerait risques risquez rist rit rita rite rites riton ritter rituel rituels
        rivage rivages rival rivale rivales rivaliser rivalite rivalites rivaux rive river rivera
        riverains rivere rivero rivers rives rivier riviera riviere rivieres rivoire rixe riyad riz
        riziere rizieres rmc road roanne rob robbie robe robert roberta roberto roberts robertson
        robes robespierre robi robin robineau robinet robinson robles robot robotique robots
        robuste robustes robustesse roc rocade rocard rocco roch rocha roche rochefort
        rochefoucauld rochelle rocher rochers roches rochet rocheuse rocheuses rocheux rock rocket
        rockeurs rocky rod rode rodeurs rodez rodgers rodin rodney rodolphe rodrigo rodrigue
        rodriguez roger rogers rogne rogue roh rohan rohr roi roide rois roissy rolan roland
        rolande rolando role roles rolex rolfe roll rolland rolle roller rolling rolls rom roma
        romain romaine romaines romains roman romance romancier romanciere romand romande romandie
        romane romanesque romano romans romantique romantiques romantisme rome romeo romero rompre
        rompt rompu roms ron ronald ronaldo rond ronde rondeaux rondelle rondelles rondement rondes
        rondeur rondeurs rondin ronds rone ronge ronger ronges rongeur rongeurs ronnie room rooney
        roosevelt root rope roquefort roquette roquettes rorqual rorquals rory rosa rosaire rosalie
        rosberg rose rosee rosemont rosen roses rosetta rosette rosettes rosetti rosh rosi rosie
        rosiere rosiers rosine rosita ross rosse rossetti rossi rossignol rossini rossolis rosy
        rotatif rotatifs rotation rotations rotative rote roth rothschild roti rotie rotterdam
        rotule rotules rotulien roturier rouage rouages rouault roubaix roubles rouche rouches roue
        rouee rouelle rouen roues rouge rougeole rougerie rouges rouget rougeur rougeurs rough
        rougi rougir rougis rouille rouilles rouillon roulais roulait roulant roulante roule
        rouleau rouleaux roulement roulements roulent rouler roules roulette roulettes rouleurs
        roulez roulier roulons roulotte roumain roumaine roumains roumanie round roure rous rousse
        rousseau roussel rousses rousset roussillon roussin route routes routeur routeurs routier
        routiere routieres routiers routine rouve rouvert rouviere rouville rouvre rouvrir roux
        rove rover rovere rowe rowland roy royal royale royalement royales royaliste royalistes
        royals royaume royaumes royaute royaux royce roye roze rpg rpr rsa rse rsi rss rtbf rte rtl
        rts ruban rubans ruben rubens rubis rubrique rubriques ruby ruche rucher ruches rude rudes
        rudi rudy rue ruee ruelle ruelles rues ruffin rufus rugby rugy ruine ruinee ruiner ruines
        ruisseau ruisseaux ruisselle ruissellement ruiz rumeur rumeurs rumination run rune runner
        running rupert rupture ruptures ruquier rural rurale rurales ruraux ruse rush russe russel
        russell russes russie russo rustique ruth rutherford rutile rwanda rwandais ryan ryder
        rythme rythmes rythmique sa saale sabatier sabbat saber sabin sabine sabir sable sablee
        sables sablier sabliere sablieres sablo sabot sabotage saboter sabotier sabots sabre sabrer
        sabres sabrina sac saccage saccharose sacerdoce sacha sachant sache sachent saches sachet
        sachets sachez sachs sacoche sacre sacree sacrees sacrement sacrements sacres sacrifice
        sacrifices sacrifie sacrifier sacrifies sacrilege sacro sacs sad saddam sade sadie sadique
        sadiques sadler safari safe safran saga sagan sagas sage sagement sages sagesse sagesses
        sagna saguenay sahar sahara sahel sai said saigne saignee saigner saillant saillie sailly
        sain sainct saine sainement saines sains saint sainte saintes saintete saints sainz saire
        sais saisi saisie saisies saisine saisir saisis saisissant saisissent saisissez saisit
        saison saisonnier saisonniere saisonnieres saisonniers saisons sait sakho sakura sal salace
        salade salades salafiste salafistes salah salaire salaires salam salamanca salamandre
        salamandres salamanque salamine salan salarial salariale salariales salarie salariee
        salaries salaud salauds salazar sale salee salees salem salement saler salerne sales salete
        salie saliere salieri salies salim salin saline salines saliout salir salive saliver sall
        salla salle salles sally salmane salmon salome salomon salon salonique salons salope
        saloperie saloperies salopes salpetre salsa salt salter salty salue saluent saluer salut
        salutaire salutations salvador salvatore salve salvini saly sam samantha samara samba
        sambre same samedi samedis sami samir sammy samo samoa samos samourai samson samsung samu
        samuel samus san sanche sanchez sancho sanction sanctionne sanctionnee sanctionner
        sanctionnes sanctions sanctuaire sanctuaires sand sandales sanders sandie sandra sandre
        sandrine sandwich sandwichs sandy sang sanglant sanglante sanglantes sanglants sanglier
        sangliers sanglots sanguin sanguinaire sanguine sanguines sanguins sanitaire sanitaires
        sanofi sans sant santa sante santes santi santiago santis santo santon santons santos sants
        sao saone saoudien saoudienne saoudiens saoudite saoul saoule saouler sap sape sapes
        sapeurs saphir sapiens sapin sapins sapir saq sara sarabande sarah sarajevo saran sarcasme
        sarcasmes sarcastique sarcelles sarcophage sardaigne sarde sardine sardines sardonique sare
        sargasses sargon sarin saris sarko sarkozy sarl sarrasin sarre sars sartene sarthe sartine
        sartre sas sasha saskatchewan sat satan satane satanique satellite satellites satin satine
        satire satirique satisfaction satisfaire satisfaisant satisfaisante satisfait satisfaite
        satisfaits satrape saturation sature saturee saturees saturent saturer satures saturn
        saturne saturnin satyre sauce sauces saucier saucisse saucisses saucisson sauf saul saule
        saulieu saulnier saumon saumons saumur sauna saunier saura saurai sauraient saurais saurait
        sauras saurez sauron saurons sauront saut sautant saute sautent sauter sauterie sautes
        sauteur sauts sauvage sauvagement sauvages sauvant sauve sauvee sauvegarde sauvegarder
        sauvent sauver sauvera sauves sauvetage sauveur sauvez sauvons saux sav savage savaient
        savais savait savamment savane savannah savant savante savantes savants savarin save savent
        saverne saveur saveurs savez saviez savigny savin savine savions savitskaia savoie savoir
        savoirs savon savonneuse savons savoure savourer savoureux saw sawyer saxe saxon saxonne
        saxons say sbires scalaire scan scandale scandales scandaleuse scandaleux scandinave
        scandinaves scandinavie scanner scapin scarabee scarlett sceau sceaux scelle sceller
        scelles scenario scenarios scenariste scenaristes scene scenes scenique scenographie
        scepticisme sceptique sceptiques sceptre schell schema schemas schengen schiele schiller
        schisme schiste schizophrene schizophrenie schmidt schmitt schneider school schtroumpf
        schumacher schwartz sci sciatique scie sciemment science sciences scientifique
        scientifiquement scientifiques scier scierie scission sclerose scolaire scolaires
        scolarisation scolarises scolarite scoop scooter scooters scorbut score scores scoreur
        scorpion scorpions scotch scotland scott scout scouts scpi scrabble scratch scream screen
        scribe script scripts scrupule scrupules scrupuleusement scrutin scrutins sculpte sculptes
        sculpteur sculpteurs sculpture sculptures sdf se sea sean seance seances seant search
        season seat seattle seau seb sebastian sebastien sebastopol sec secession sechage sechant
        seche sechement secher secheresse seches second secondaire secondaires seconde secondes
        seconds secoue secouer secourir secours secouru secousse secousses secret secretaire
        secretaires secretariat secrete secretee secretement secretes secretion secrets secs sect
        sectaire sectaires secte sectes secteur secteurs section sections secu seculaire secure
        securisation securise securisee securiser securises securitaire securitaires securite
        security sedan sedatif sedimentation sediments seducteur seduction seduire seduisant
        seduisante seduit seduite see segment segmentation segments segolene segregation seigle
        seigner seigneur seigneurie seigneuries seigneurs seille sein seine seinen seiner seing
        seins seisme seismes seize seizieme sejour sejourne sejourner sejours sel selectif
        selection selectionne selectionnee selectionnees selectionner selectionnes selectionneur
        selections selective selena selenium self selfie selfies sell selle seller selles sellier
        selon sels sem semaine semaines semant semantique semblable semblables semblaient semblait
        semblant semble semblent sembler semblerait sembles semblez seme semelle semelles semence
        semences sement semer semestre semi seminaire seminaires semis semoir semur sen senat
        senateur senateurs senatrice senatus sene senechal senegal senegalais senegalaise senior
        seniors senlis senne sens sensation sensations sense sensee sensibilisation sensibiliser
        sensibilite sensibilites sensible sensiblement sensibles sensualite sensuel sensuelle sent
        sentaient sentais sentait sentant sente sentence sentent sentez senti sentie sentier
        sentiers sentiment sentimental sentimentale sentiments sentinelle sentinelles sentir
        sentira sentis sentit sentons seo seon seoul sep sepa separant separateur separation
        separatiste separatistes separe separee separees separement separent separer separes sepp
        sept septante septembre septentrionale septieme septime sepulture sepultures sequelles
        sequence sequences ser sera serai seraient serais serait seras serbe serbes serbie serein
        sereine sereinement serena serenite serez serf serge sergent sergio serguei serial serie
        series serieuse serieusement serieuses serieux seriez seringue serions serique serment
        sermon sermons serologie seron serons seront serotonine serpent serpents serra serrant
        serre serree serrees serrer serres serrure serrures serrurier sers sert sertie serum
        servaient servait servant servante serve servent server serveur serveurs serveuse servez
        servi service services servie serviette serviettes servir servira servirait serviront
        servis servit serviteur serviteurs servitude ses sesame session sessions sest set sete seth
        setif sets seuil seuils seul seule seulement seules seuls seux seve seven severe severement
        severes severite seville sevit sevrage sevres sex sexe sexes sexisme sexiste sexistes
        sexologue sextant sextape sexton sexualite sexuel sexuelle sexuellement sexuelles sexuels
        sexy seychelles seymour seyne sfr shadow shah shake shakespeare shampoing shampooing shane
        shanghai shannon sharks sharon sharp shaun shaw shawn she sheila sheldon shell shelley
        shepard sherbrooke sherif sherlock sherman shetland shield shimon shin shine ship shirley
        shirt shirts shit shoah shoes shoot shooter shooting shop shopping shore short shorts shot
        should show shows si sia siam siberie sic sich sicile sicotte sid sida side sideration sidi
        sidney sidon siecle siecles sied siege siegeant siegent sieger sieges siel siemens sien
        sienne siennes siens sierra sierre sieste sieur siffle siffler sifflet sifflets sig sigle
        sigmund signal signalant signale signalee signalees signalement signalent signaler signales
        signalisation signant signataire signataires signature signatures signaux signe signee
        signees signent signer signes signez signifiait signifiant significatif significatifs
        signification significations significative significativement significatives signifie
        signifient signifier signifierait sigurd sil silence silences silencieuse silencieux silent
        silex silhouette silhouettes silice siliceux silicium silicon silicone sillage sillon
        sillons silly silo silva silver silvio sim simeon similaire similaires similarite
        similitude similitudes simmons simo simon simona simone simoni simons simple simplement
        simples simplicite simplification simplifie simplifiee simplifier simpliste simpson sims
        simulateur simulation simulations simuler simultane simultanee simultanement sin sina sinai
        sincere sincerement sinceres sincerite sinclair sine sing singapour singe singer singes
        singh single singles singularise singularite singularites singulier singuliere
        singulierement sinistre sinistres sino sinologue sinon sint sinus sion sionisme sioniste
        sionistes sir sire sirene sirenes siri sirius siro sirocco sirop sis sise sismique
        sismiques sismologue sissi sister sit site sites sith sitot sitting situ situait situant
        situation situations situe situee situees situent situer situes six sixieme size skate
        sketch sketchs ski skier skieur skin skinner skip skipper skis sklodowska sky skype slalom
        slam slave slaves sleep slim slip slogan slogans slovaque slovaquie slovene slovenie slow
        small smart smartphone smartphones smash smic smile smiley smith smoking sms snack snake
        snap snapchat sncb sncf sniper snob snow snowboard snowden snyder sobel sobre sobriete soc
        soccer sochaux sociable social sociale socialement sociales socialisation socialisme
        socialiste socialistes sociaux societaire societal societale societe societes society socio
        sociologie sociologique sociologiques sociologue sociologues socle socrate socratique socs
        soda sodas sodium sodomie soeur soeurs sofia sofiane soft software sohn soi soie soient
        soif soignant soignants soigne soignee soigner soignes soigneusement soin soins soir soire
        soiree soirees soirs sois soissons soit soixantaine soixante soja sol solaar solaire
        solaires solana solange solano solar solari solaris soldant soldat soldats solde soldes
        soldier sole soleil soleils solennel solennelle solennellement solenoide solere soleure
        solidaire solidaires solidarite solidarites solide solidement solides solidification
        solidite solitaire solitaires solitude sollicitation sollicitations sollicite sollicitee
        solliciter sollicites solly solo solomon solon solos sols solstice solstices soluble solus
        solution solutions solutre solvabilite solvant somalie somatique sombre sombrent sombrer
        sombrero sombres some something sommaire sommaires sommation somme sommeil sommes sommet
        sommets somptueuse somptueux son sona sonar sonars sonate sondage sondages sonde sonder
        sondes sondeurs song songe songer songes songeur sonia sonic sonnait sonne sonnent sonner
        sonnerie sonnette sonneurs sonny sono sonore sonores sonorite sonorites sons sont sony soo
        soon sophia sophie sophistique sophistiquee sophistiques soprano soral sorbet sorbier
        sorbonne sorcellerie sorcier sorciere sorcieres sorciers sordide sorel sorry sors sort
        sortaient sortais sortait sortant sortants sorte sortent sortes sortez sorti sortie sorties
        sortilege sortir sortira sortirait sortiront sortis sortit sortons sorts sos sosie sot
        sotchi sots sottises sou souche souches souchet souci soucie soucient soucier soucies
        soucieuse soucieux soucis soudain soudaine soudainement soudan soudanais soudant soude
        soudee soudent souder soudes soudure souf souffert soufflant souffle soufflent souffler
        souffrait souffrance souffrances souffrant souffre souffrent souffrez souffrir soufie
        soufis soufre souhait souhaitable souhaitaient souhaitais souhaitait souhaitant souhaite
        souhaitee souhaitent souhaiter souhaiterais souhaiterait souhaites souhaitez souhaitons
        souhaits souilles souk souks soul soulage soulagee soulagement soulager soulan soulanges
        soule souleve soulevee soulevees soulevement soulevent soulever souleves soulier souliers
        soulignant souligne soulignent souligner souls soum soumet soumettre soumis soumise
        soumises soumission soumissions sound soup soupape soupault soupcon soupconne soupconner
        soupconnes soupcons soupe souper soupes soupir soupire soupirs souple souples souplesse
        sour sourate source sources sourcier sourcil sourcils sourd sourde sourdine sourds souri
        souriait souriant souriante sourie sourir sourire sourires souris sourit sous sousa
        souscription souscrire souscrit souss sousse soustraire soustrayait sout soute soutenait
        soutenant soutenez soutenir soutenons soutenu soutenue soutenues soutenus souterrain
        souterraine souterraines souterrains south southampton soutien soutiendra soutiennent
        soutiens soutient soutire souvant souvenais souvenez souvenir souvenirs souvent souvenu
        souverain souveraine souveraines souverainete souverainiste souverainistes souverains
        souviendra souvienne souviennent souviens souvient sovietique sovietiques sox soyeux soyez
        soyons soyouz spa space spacex spaghetti spain spam spare sparte spatial spatiale spatiales
        spatiaux spd spe speaker spears special speciale specialement speciales specialisation
        specialise specialisee specialisees specialises specialiste specialistes specialite
        specialites speciaux specifications specificite specificites specifie specifier specifique
        specifiquement specifiques specimen specimens spectacle spectacles spectaculaire
        spectaculaires spectateur spectateurs spectral spectre spectres speculation speculations
        speculative speculer speech speed spencer spermatozoides sperme sphenoide sphere spheres
        spherique sphinx spider spielberg spike spin spinoza spirale spirit spiritualite spirituel
        spirituelle spirituelles spirituels spiritueux spirou splendeur splendide splendides split
        spoiler spoliation spolier sponsor sponsorise sponsors spontane spontanee spontaneite
        spontanement spores sport sportif sportifs sporting sportive sportives sports spot spotify
        spots spoutnik spray spring springfield springs sprint sprinteur spurs sputnik spvm squad
        square squat squatter squatteur squelette squelettes src sri ssd stabilisation stabilise
        stabilisent stabiliser stabilite stable stables stacy stade stades stadium staff stage
        stages stagiaire stagiaires stagnation stagne staline stan stance stand standard standards
        standing stands stanford stanislas stanley stapes staples staps star starbucks stargate
        stark starr stars start starts startup startups stat state states station stationnaire
        stationne stationnement stationner stations statique statistique statistiquement
        statistiques stats statu statue statuer statues statuette statuettes stature status statut
        statuts stay ste steak steaks steam steel stefan stefano stein steiner stele stella
        stellaire stendhal step stephan stephane stephanie stephanois stephen stereo stereotype
        stereotypes sterile steriles sterilisation sterling stern sterne sternum steroide steroides
        stethoscope steve steven stevens stevenson stevie stewart stick stickers stigmatisation
        stigmatiser still stimulant stimulation stimule stimuler stine stipule stm stock stockage
        stocke stockees stocker stockes stockholm stocks stone stones stop stoppe stopper store
        stores stories storm story stp straits strange stranger stras strasbourg strass strat
        stratageme strate stratege strategie strategies strategique strategiques strates stratos
        stratosphere stratospherique stratus straub strauss streak stream streaming streams street
        stress stressant stresse stressee stresser strict stricte strictement strictes stricts
        strike string strip stromae stromboli strong structuration structure structuree structurel
        structurelle structurelles structurels structurer structures stu stuart studies studio
        studios study stuff stupefiant stupefiants stupeur stupide stupides stupidite stuttgart
        style styles stylisation styliste stylistique stylo stylos styx suaire suarez sub
        subdivision subi subie subies subir subis subissant subissent subit subite subitement
        subjectif subjective subjectivite subjonctif sublimation sublime sublimer sublimes submerge
        subordonne subordonnes subornation subrogation subsaharienne subsistance subsiste
        subsistent subsister substance substances substantiel substantielle substitue substituer
        substitut substitution substrat subtil subtile subtilement subtiles subtilite subtilites
        subtils subvenir subvention subventions subway suc succeda succedant succede succedent
        succeder succes successeur successeurs successifs succession successions successivement
        successives succombe succomber succursale succursales suce sucer sucette sucettes sucre
        sucree sucrees sucrer sucreries sucres sucrieres sud sue suede suedois suedoise suer sueur
        sueurs suez suffi suffira suffirait suffire suffiront suffisait suffisamment suffisance
        suffisant suffisante suffisantes suffisants suffisent suffit suffrage suffrages sugar
        suggerant suggere suggerent suggerer suggestion suggestions sui suicidaire suicidaires
        suicide suicider suicides suis suisse suisses suit suite suites suivaient suivais suivait
        suivant suivante suivantes suivants suive suivent suivez suivi suivie suivies suivirent
        suivis suivit suivons suivra suivre suivront sujet sujets sujette sujettes sulfate
        sulfureux sullivan sully sulpice sultan summer summum sun sunday sung sunnite sunnites
        sunny sunrise sunset sunshine sup super superbe superbes supercherie supercontinent
        superficie superficiel superficielle superficielles superflu superieur superieure
        superieures superieurs superiorite superman supermarche supermarches supernova superposant
        superposes supers supersonique superstar superstition superstitions supervise superviser
        superviseur supervision suppleant supplement supplementaire supplementaires supplements
        supplication supplice supplie supplier support supportable supportait supportant supporte
        supportent supporter supporters supporteurs supports supposant suppose supposee supposees
        supposer supposes supposition suppositions supposons suppression suppressions supprimant
        supprime supprimee supprimees supprimer supprimes supra suprematie supreme sur sura
        surcharge surchauffe surcout surcroit surdite sure surelevation surement surenchere surent
        sures surete surf surface surfaces surfer surgelation surgeles surgi surgir surgissent
        surgit suri surmonte surmontee surmonter surnaturel surnom surnomme surnommee surnoms
        surpasse surpasser surpasses surplace surplombant surplombe surplus surpoids surpopulation
        surprenant surprenante surprenantes surprend surprendre surpris surprise surprises
        surrealisme surrealiste surrealistes surrenales surs sursaut sursis surtout survecu
        surveillance surveillant surveillants surveille surveillee surveillent surveiller
        surveilles survenir survenu survenue survenues survenus survie surviennent survient survit
        survivant survivants survivent survivre survol survoler sus susan susceptible susceptibles
        suscite suscitent susciter sushi sushis suspect suspecte suspectes suspects suspend
        suspendre suspendu suspendue suspendues suspendus suspens suspense suspension suspensions
        suspicion sut sutton suture suv suzanne suzuki sven svetlana svp svt swan sweat sweet swift
        swing swiss switch sydney sylla syllabe syllabes sylvain sylvestre sylvia sylvie symbiose
        symbole symboles symbolique symboliquement symboliques symbolise symbolisme symetrie
        symetrique symon sympa sympas sympathie sympathique sympathiques sympathisants symphonie
        symphonique symposium symptomatique symptome symptomes synagogue synchro synchrone
        synchrones synchronisation synchronise syndic syndical syndicale syndicales syndicalisme
        syndicaliste syndicalistes syndicat syndicats syndicaux syndiques syndrome synergie synode
        synonyme synonymes synopsis syntaxe synthese synthetique synthetiques syphilis syracuse
        syrie syrien syrienne syriennes syriens system systematique systematiquement systematiques
        systeme systemes systemique systems tab tabac tabagisme tabasse tabasser table tableau
        tableaux tabler tables tablette tablettes tablier tabliers tabou tabouret tabous tac tache
        taches tachete tacite tacites tacle tacos tact tactile tactiles tactique tactiques tae taf
        taff tag tags tague tahiti tai taie taiga taille taillee tailler tailles tailleur tailleurs
        tain taine taira taire tais taisez tait taiwan tajine take tal tala talbot talc tale talent
        talents talentueuse talentueux tales tali talibans talisman talk tall tally talon talons
        talus tam tamara tamarin tambour tambours tamise tamoule tampa tampere tampon tampons tan
        tanche tandem tandis tang tanga tanger tangible tangibles tango tangue tanguy tania tank
        tanks tanner tannerie tannique tant tante tantes tantine tantinet tantot tantrique tanzanie
        tao tap tapage tapait tapant tape tapee tapent taper tapes tapette tapez tapie tapin tapis
        tapisserie tapisseries tappe taquiner tara tarantino tarbes tard tarde tarder tardif
        tardive tardivement tardives tare taree tares targa target tarie tarif tarifaire tarifaires
        tarification tarifs tariq taris tarn tarot tartare tarte tartes tartine tartiner tartines
        tarzan tas taser tasse tasser tasses tassili tassin tata tate tatiana taton tatoo tatou
        tatouage tatouages tatoue tatouer tatous taubira taule taulier taupe taupes taureau
        taureaux tauride taurine tautou taux taverne tax taxation taxe taxer taxes taxi taxis
        taylor tchad tchecoslovaquie tcheque tcheques tchernobyl tchouri tea teal team tease teaser
        teau tec tech techine technicien techniciens technique techniquement techniques techno
        technologie technologies technologique technologiques technology tectonique ted teddy tee
        teen tefal teflon teheran teil teindre teins teint teinte teinter teintes teinture
        teintures tel tele telecharge telechargement telechargements telecharger telechargez
        telecom telecommande telecommunication telecommunications telecoms telecopie telefilm
        telegramme telegraph telegraphe telephone telephoner telephones telephonie telephonique
        telephoniques telerealite teles telescopage telescope telescopes telespectateurs telethon
        teletravail televise televisee televisees televises televiseur televiseurs television
        televisions tell telle tellement telles tels tement temeraire temoignage temoignages
        temoignant temoigne temoignent temoigner temoin temoins temp tempe temperament temperature
        temperatures tempere temperer tempete tempetes temple temples templiers tempo temporaire
        temporairement temporaires temporale temporel temporelle temporelles temps ten tena tenace
        tenacite tenaient tenais tenait tenant tenants tend tendance tendances tendant tendent
        tendon tendons tendra tendre tendrement tendres tendresse tends tendu tendue tendues tendus
        tene tenebres tenebreux teneur tenez tenir tennessee tennis tenon tenons tenor tension
        tensions tenta tentacules tentaient tentait tentant tentation tentations tentative
        tentatives tente tentee tentent tenter tentera tentes tentez tenture tenu tenue tenues
        tenus ter tere terechkova teresa tereshkova terme termes termina terminait terminal
        terminale terminales terminant terminator terminaux termine terminee terminees terminent
        terminer terminera termines terminologie terminus terne terr terra terrae terrain terrains
        terrasse terrasses terre terreau terrer terres terrestre terrestres terreur terri terrible
        terriblement terribles terrien terriens terrier terrifiant terrifiante territoire
        territoires territorial territoriale territoriales territoriaux terro terroir terrorisme
        terroriste terroristes terry tertiaire tertre tes tesla tess tessa tesse tessier test testa
        testament testant teste testee tester testes testeur testez testicule testicules
        testosterone tests tetard tetards tete tetes tetine tetons tetu teuf teuton tex texas text
        texte textes textile textiles texto textos texture textures tgv thai thailandais
        thailandaise thailande thaler thales thalys thames than thank thanks thaon that thatcher
        the theatral theatrale theatrales theatre theatres their thelle them thematique thematiques
        theme themes then theo theodore theologie theologien theologiens theologique theologiques
        theon theophile theoreme theoricien theoriciens theorie theories theorique theoriquement
        theoriques theorise theorisee theoriser theory theoule therapeute therapeutique
        therapeutiques therapie therapies there theresa therese thermale thermes thermique
        thermiques thermodynamique thermometre thermometres theron therrien these theses thetford
        they thiago thibault thibaut thierry thiers thimonnier thin thing things think thion
        thionville third this thom thoma thomas thompson thomson thon thong thonon thons thor
        thoracique thorax thorin thorn thorne thornton thorpe thot thou thrace thread three
        thriller thrombose thrones through thun thunder thune thunes thymus thyroide thyroxine tian
        tiare tibet tibi tibia tibial tibias tibre tic ticket tickets tide tie tiede tien tiendra
        tiendrait tiendront tiene tienne tiennent tiennes tiens tient tier tierce tiers tiffany
        tige tiger tiges tigre tigres til tille tiller tillet tilleul tilleuls tillion tim timbre
        timbres time times timide timidement timides timidite timing timon timothy tin tina tinder
        tino tint tintin tintouin tion tip tique tiques tir tira tirage tirages tiraille
        tirailleurs tirait tirant tire tiree tirees tirent tirer tirera tires tireur tireurs tirez
        tiroir tiroirs tirole tirs tisane tissage tisse tissee tisseo tisser tisses tisseur tissier
        tissu tissus tit tita titan titane titanic titans tite title tito titou titre titres
        titubante titulaire titulaires titularisation titus tizi tjrs tlemcen tnt toast tobi tobias
        toboggan toby toc today todd tofu toga togo toi toile toiles toilet toilette toilettes
        toine tois toise toison toit toits toiture toitures tokyo tole tolerance tolerant tolere
        toleree tolerer tolle tom tomas tomate tomates tomba tombait tombant tombe tombeau tombeaux
        tombee tombees tombent tomber tombera tombes tombez tombons tombouctou tome tomes tommy ton
        tonale tonalite tondeuse tondre tong tonga tongs toni tonight tonique tonka tonne tonneau
        tonneaux tonnelle tonner tonnerre tonnerres tonnes tons tonton tony tonya too toon top
        topic topique topiques topo topographie tops tor torah torche torches torchon tord tordre
        tordu tordus torique tornade toro toronto torpille torpilles torre torrent torrents torres
        torride torse torsion tort tortille torts tortue tortues torture torturer tortures toru
        tory toscane tot total totale totalement totales totalisant totalise totalitaire
        totalitarisme totalite totaux totem toto tottenham tou touch touchait touchant touchante
        touche touchee touchees touchent toucher touchera touches touchez touffe toujours toul
        toulon toulousain toulousaine toulousains toulouse toundra tounkara touquet tour touraine
        tourbillon tourbillons tourcoing toure tourelle tourisme touriste touristes touristique
        touristiques tourmente tourments tourna tournage tournages tournai tournait tournant
        tournante tourne tournee tournees tournent tourner tournera tournes tournesol tournevis
        tournez tournier tournoi tournois tournon tournons tournure touron tours tourville tous
        toussa toussaint tousse tousser tousses tout toutain toute toutefois toutes toutou touts
        toux tower town toxicite toxines toxique toxiques toy toyota tpe tps tra tracabilite tracas
        trace tracee tracer traces traceur tracez track tracking tract tracter tracteur tracteurs
        traction tracts tractus tracy trad trade trader traders trading tradition traditionnel
        traditionnelle traditionnellement traditionnelles traditionnels traditions traducteur
        traducteurs traduction traductions traduire traduisant traduisent traduit traduite
        traduites traduits traffic trafic trafics trafiquant trafiquants trafique tragedie
        tragedies tragique tragiques trahi trahie trahir trahis trahison trahisons trahit trail
        trailer train trainait traine traineau trainee trainent trainer traines training trains
        trais trait traitait traitance traitant traitants traite traitee traitees traitement
        traitements traitent traiter traites traiteur traitez traitre traitres traits trajectoire
        trajectoires trajet trajets tram trame tramontane trampoline tramway tramways tranchant
        tranche tranchee tranchees trancher tranches tranquille tranquillement tranquilles
        tranquillite trans transaction transactions transat transatlantique transcription transe
        transfere transferee transferees transferer transferes transfert transferts transformant
        transformateur transformation transformations transforme transformee transformees
        transforment transformer transformes transfusion transfusions transgenre transit transite
        transition transitions transitoire translation transmet transmettent transmettre transmis
        transmise transmises transmission transmissions transparence transparent transparente
        transparentes transparents transpiration transpire transpirer transplantation transport
        transportait transportant transporte transportee transportees transportent transporter
        transportes transporteur transporteurs transports transposer transposition transversale
        traore trap trapeze trapezes trappe trappes trapue traque traquer trash traumatique
        traumatise traumatisme traumatismes travail travailla travaillaient travaillais travaillait
        travaillant travaille travaillee travaillees travaillent travailler travaillera travailles
        travailleur travailleurs travailleuses travaillez travailliste travaillons travaux travee
        travees travel travers traversait traversant traverse traversee traversees traversent
        traverser traverses travesti travis tre tree trefle treille treilles treillis treize
        treizieme trek tremblant tremblay tremble tremblement tremblements trembler tremie trempe
        trempee tremper tremplin trent trentaine trente trentenaire tres tresor tresorerie
        tresorier tresors tresse tresses treve treville trevor tri triage triangle triangles
        triangulaire triathlon tribu tribun tribunal tribunaux tribune tribunes tribus tribut
        tributaire triche tricher trick tricolore tricot tricoter trie trier trille trillions
        trilogie trimestre trimestres trimestriel trimestrielle trinite trinity trio triomphe
        triompher trios trip tripes triple tripoli triptyque trique tris tristan triste tristement
        tristes tristesse triton tritons tro troc trocadero troi troie trois troisi troisieme
        troisiemement troisiemes troll trolle trolls trombe trombone trombones trompait trompe
        trompee trompent tromper tromperie trompes trompette trompettes trompeur trompeuse
        trompeuses trompez trompons tron tronc tronche troncon tronconneuse troncons troncs trone
        tronque trop tropez trophee trophees trophique trophiques tropical tropicale tropicales
        tropicaux tropique tropiques tropisme troposphere trops troque tros trot trotinette
        trottinette trottinettes trottoir trottoirs trou troublant trouble troublee troubler
        troubles troue trouille troupe troupeau troupeaux troupes trous trousse trousses trout
        trouv trouva trouvaient trouvaille trouvailles trouvais trouvait trouvant trouve trouvee
        trouvees trouvent trouver trouvera trouverai trouveraient trouverais trouverait trouveras
        trouverent trouverez trouverons trouveront trouves trouvez trouvons troy troyes truc truck
        trucs trudeau true truffaut truffe truffes truite truman trump truque trust try tsar
        tsarine tse tsonga tsunami tsunamis ttc tua tuait tuant tube tuberculose tubes tucker tue
        tuee tuees tuent tuer tuera tuerie tueries tues tueur tueurs tueuse tuez tuile tuileries
        tuiles tulle tumblr tumeur tumeurs tumorale tune tunique tunis tunisie tunisien tunisienne
        tunisiens tunnel tunnels tura turban turbine turbines turbo turbulences turc turcs turin
        turn turner turque turques turquie turquoise tut tutelle tuteur tuteurs tuto tutos tuyau
        tuyaux tva tweet tweete tweeter tweets twilight twin twingo twist twitch twitter two tycho
        tyler tympan tympans type types typhon typique typiquement typiques typographie typologie
        tyran tyrannie tyrans tyrolienne tyrosine tyson uber ubisoft ubuntu uci udi uefa ufc
        ukraine ukrainien ukrainienne ukrainiens ulcere ulm ulrich ulterieur ulterieure
        ulterieurement ulterieures ulterieurs ultimate ultimatum ultime ultimes ultra ultras
        ultrasons ultraviolets ulysse umberto ump un una unanime unanimement unanimes unanimite und
        under underground une unef unes unesco uni unicef unicite unie unienne unies unification
        unifie unifiee unifier uniforme uniformement uniformes unilaterale unilateralement union
        unions unique uniquement uniques unir unis unissent unisson unit unitaire unite united
        unites unity univ univers universal universalite universel universelle universellement
        universelles universels universitaire universitaires universite universites university uno
        uns unsa update upper upr ups uqam uranie uranium uranus urbain urbaine urbaines urbains
        urban urbanisation urbanisme urbanite uree urgence urgences urgent urgente urgentes urgents
        urie urinaire urine urique url urne urnes urologue urss urssaf uruguay uruguayen urville
        usa usage usager usagers usages usant usb usd use used usees user uses usine usines usm uss
        ustensile ustensiles usure usurpation utah utc uterus utile utiles utilisable utilisables
        utilisaient utilisais utilisait utilisant utilisateur utilisateurs utilisation utilisations
        utilise utilisee utilisees utilisent utiliser utilisera utilises utilisez utilisons
        utilitaire utilitaires utilite utopie utopique utrecht va vacance vacances vacanciers
        vacant vacants vacarme vacca vaccin vaccination vaccine vacciner vaccines vaccins vache
        vachement vacherie vacheries vaches vacille vader vador vagabond vagin vague vaguement
        vagues vaillant vaille vain vaincre vaincu vaincue vaincus vaine vainement vaines vainqueur
        vainqueurs vais vaiselle vaisseau vaisseaux vaisselle vaisselles val valable valables
        valais valait valant valbuena vale valence valencia valencien valenciennes valent valente
        valenti valentin valentina valentine valentino valenton valerie valery valet valette valeur
        valeureux valeurs validation valide validee valider valides validite valier valise valises
        vallaud vallee vallees valley vallier vallon valls valoir valois valorisant valorisation
        valorise valoriser valse valu value values valurent valut valve vamos vampire vampires van
        vancouver vandalisme vanessa vang vanille vanite vanne vannes vante vanter vantes vapeur
        vapeurs vaporisation var varane varenne vargas varia variabilite variable variables variant
        variante variantes variation variations varie variee variees varient varier varies variete
        varietes variole varron vars varsovie vas vasculaire vasculaires vase vases vassal vassaux
        vasseur vassili vaste vastes vatican vauban vaucluse vaud vaudeville vaudois vaudou vaudra
        vaudrait vaut vautours vaux veau veaux vecteur vecteurs vecu vecue vecues vecus vecut
        vedette vedettes vega vegan vegas vegetal vegetale vegetales vegetarien vegetarienne
        vegetariens vegetation vegetaux vegeter vehement vehemente vehicle vehicule vehiculee
        vehiculer vehicules veil veille veillee veillent veiller veilles veillez veinard veine
        veines veineuses veit vel velcro velo velocipede velocite velodrome velos velours velus ven
        venaient venais venait venant vend vendait vendanges vendant vendee vendent vendetta
        vendeur vendeurs vendeuse vendez vendome vendra vendre vendredi vendredis vends vendu
        vendue vendues vendus venerable venere venerent venerie venez venezuela venezuelien venge
        vengeance venger vengeurs venin venir venise venitien venner venons vent venta vente ventes
        ventilateur ventilation ventile vento ventral ventrale ventre ventricules vents venture
        venu venue venues venus veolia ver vera veracite verb verbal verbale verbalement verbales
        verbaux verbe verbes verbier vercors verde verdict verdier verdissement verdun verdure vere
        verge verger vergers verges verglas vergogne veridique verification verifications verifie
        verifiee verifiees verifient verifier verifies verifiez veritable veritablement veritables
        verite verites verizon verlaine vermine vermont vern verne verneuil vernis vernissage
        vernon vero veron verone veronica veronique verra verrai verrais verrait verras verre
        verres verrez verriere verrons verront verrou verrouillage verrouille verrouillee
        verrouillees verrouillent verrouiller verrouilles verrous verrue vers versa versailles
        versant versants verse verseau versee versees versement versements versent verser verses
        verset versets version versions verso versus vert verte vertebral vertebrale vertebre
        vertebres vertes vertex vertical verticale verticalement verticales verticaux vertige
        vertiges verts vertu vertue vertueux vertus verus verve verviers vervins very vesicale
        vesicule vesicules vespasien vespasienne vessie vest veste vestes vestiaire vestiaires
        vestibule vestige vestiges vestimentaire vestimentaires vesuve vetement vetements veteran
        veterans veterinaire veterinaires veto vettel vetu vetue vetus veu veuf veuille veuillent
        veuilles veuillez veulent veus veut veuve veuves veux vexant vexe vexer via viabilite
        viable viables viaduc viaducs viager viande viandes viatique vibrant vibration vibrations
        vibre vibrer vic vicaire vice vices vichy vicieuse vicieux vicky vicomte victime victimes
        victoire victoires victor victoria victorieuse victorieux vida vidal vidange vide videe
        video videos videosurveillance vider vides vie vieil vieillard vieillards vieille vieilles
        vieillesse vieilli vieillir vieillissant vieillissement vieillit viel vielle vien viendra
        viendrai viendraient viendrais viendrait viendras viendront vienne viennent viennes viens
        vient vierge vierges vies viet vietnam vietnamien vietnamienne vietnamiens vieux view vif
        vifs vigilance vigilant vigilants vigile vigiles vigne vigneron vignerons vignes vignette
        vignettes vignoble vignobles vigogne vigoureuse vigoureusement vigoureux vigueur vih vii
        viie viii viiie viking vikings viktor vil vilain vilaine vilains villa village villageois
        villages villars villas ville villefranche villegiature villeneuve villepin villers villes
        villette villeurbanne villiers vin vinaigre vince vincennes vincent vincenzo vinci vineuse
        vingt vingtaine vingtieme vingts vino vinrent vins vint vintage vinyle viol viola violant
        violante violation violations viole violee violees violemment violence violences violent
        violente violentes violents violer violes violet violeta violets violette violettes violeur
        violeurs violez viollet violon violoncelle violoniste violons viols vion vip virage virages
        viral virale vire viree virement virements virent virer virgile virgin virginia virginie
        virginite virgule viril virilite virtuel virtuelle virtuellement virtuelles virtuels
        virtuose virtuosite virus vis visa visage visages visait visant visas vise visee visees
        visent viser vises viseur visibilite visible visiblement visibles visiere vision visionnage
        visionnaire visionner visions visitant visite visitent visiter visites visiteur visiteurs
        visitez visse visser vista visual visualisation visualiser visuel visuelle visuellement
        visuelles visuels vit vita vital vitale vitales vitalite vitamine vitamines vitaux vite
        viterbe vites vitesse vitesses viticole viticulture vito vitrail vitraux vitre vitree
        vitres vitreuse vitrine vitrines vitro vitry viva vivace vivacite vivaient vivais vivait
        vivant vivante vivantes vivants vive vivement vivendi vivent vives vivez vivian viviane
        vivier viviers vivons vivra vivre vivres vivriere vivrieres vladimir vladislav vocable
        vocabulaire vocal vocale vocales vocation vocations vocaux voce vod vodka voeu voeux vogt
        vogue voice voici void voie voient voies voil voila voile voilee voilees voiler voiles
        voilier voiliers voip voir voire voirie vois voisin voisinage voisine voisines voisins voit
        voiture voitures voix vol vola volage volaille volailles volait volant volante volantes
        volants volatile volatilite volcan volcanique volcaniques volcanologue volcans voldemort
        vole volee volees volent voler voles volet volets voleur voleurs volga volk volkswagen
        volley volo volontaire volontairement volontaires volontariat volonte volontes volontiers
        vols volt volta voltaire volte voltmetre volts volume volumes volumineux volvo vomi vomir
        vomis vomissements vomit vomitif von vont vortex vos vosges vost vostfr vostok vota votant
        votants votation votations vote votee votees votent voter votera voterai voteront votes
        votez votre votres vou vouant voudra voudrai voudraient voudrais voudrait voudras voudrez
        voudriez voudrions voudrons voudront voue vouee voulaient voulais voulait voulant voulez
        vouliez voulions vouloir voulons voulu voulue voulut vous voute voutes vox voyage voyagea
        voyageant voyagent voyager voyagera voyages voyageur voyageurs voyagez voyaient voyais
        voyait voyance voyant voyante voyants voye voyelle voyelles voyer voyeur voyez voyons voyou
        voyous vpn vrac vrai vraie vraiement vraies vraiment vrais vraisemblable vraisemblablement
        vraisemblance vrille vtc vtt vu vue vuelta vues vuitton vulcanologue vulgaire vulgaires
        vulgarisation vulgarite vulnerabilite vulnerable vulnerables vult vus wade wagner wagon
        wagons wah wait waits wake wales walid walk walker walking wall wallace wallon wallonie
        wallonne wallons wally walmart walsh walt walter walton wan wanda wang want wanted wants
        waouh war warcraft ward ware waris warner warren warrior warriors wars was washington wat
        watch water waterford waterloo watermael waterman waters watson watt watteau watts wauquiez
        wave way wayne weaver web webb webber webcam weber website webster wee weed week weekend
        wegener wei weight weil weiner weinstein weiss welcome well wellington wells wendy wenger
        were werner wes wesh wesley west western westminster what whatsapp wheeler when where which
        whisky white whitney who why wide wiel wiener wife wifi wight wii wiki wikileaks wikipedia
        wilaya wild wilde wilhelm will willa willem willi william williams willian willie willing
        willis willy wilson wimbledon win winchester wind windows windsor wine wing wings winnie
        winnipeg winston winter wipe wire wisconsin wise wish with without witt wolf wolfe wolff
        wolfgang woman wombat women won wonder wong woo wood woods woody word wordpress words work
        working works world worlds would wow wright wta wtf wulf wwe wwf www wyatt xavier xaviere
        xbox xeno xenon xenophobe xenophobie xeon xi xiaomi xie xii xiie xiii xiiie xiv xive xix
        xixe xixeme xve xvi xvie xvii xviie xviii xviiie xx xxe xxi xxie xxiii xxl xxx xy yacht
        yacine yahoo yale yamaha yan yang yankee yankees yann yannick yaounde yaourt yaourts yard
        yards yaris yassin yassine yaya yeah year years yellow yemen yen yens yeon yep yes yeux yin
        yoann yoga yoko yolande yon yonne york yorkais yorkaise you yougoslavie young youpi your
        youri yours yourself yous youssef youssou youth youtube youville ypres yuan yuji yuki yukon
        yumi yuri yvan yvelines yves yvette yvon yvonne zac zach zack zadar zaire zambie zappe zara
        zelandais zelande zelda zele zelee zell zemmour zen zenit zenith zenon zephyr zephyrs zero
        zeros zeus zhang zidane zimbabwe zina zinc zion zizi zlatan zodiac zodiaque zoe zola zombie
        zombies zonage zone zones zongo zoo zoologie zoologique zoom zuckerberg zur zurich zut
    """.split()),
    'nl': frozenset("""
        aaa aaaah aad aah aai aaide aaien aalburg aalsmeer aalst aalten aalter aaltje aambeeld aan
        aanbeden aanbesteding aanbestedingen aanbetaling aanbevelen aanbeveling aanbevelingen
        aanbevolen aanbid aanbidden aanbidding aanbidt aanbied aanbieden aanbieder aanbieders
        aanbieding aanbiedingen aanbiedt aanblik aanbod aanbood aanbouw aanbrengen aandacht
        aandachtig aandeden aandeed aandeel aandeelhouder aandeelhouders aandelen aandenken aandoen
        aandoening aandoeningen aandoet aandrijving aandringen aanduiden aanduiding aaneengesloten
        aanfluiting aangaan aangaande aangaat aangaf aangeboden aangeboren aangebracht aangebroken
        aangedaan aangedreven aangedrongen aangeduid aangeeft aangegaan aangegeven aangehaald
        aangehouden aangekeken aangeklaagd aangekleed aangekocht aangekomen aangekondigd
        aangekondigde aangeleerd aangelegd aangelegde aangelegenheden aangelegenheid aangeleverd
        aangemaakt aangemeld aangemerkt aangemoedigd aangenaam aangename aangenamer aangenomen
        aangepakt aangepast aangepaste aangeraakt aangeraden aangerand aangereden aangericht
        aangeschaft aangeschoten aangeschreven aangeslagen aangesloten aangespannen aangespoord
        aangesproken aangesteld aangestoken aangestuurd aangetast aangetekend aangetoond
        aangetroffen aangetrokken aangevallen aangeven aangevoerd aangevraagd aangevuld
        aangewakkerd aangewend aangewezen aangezet aangezicht aangezien aangifte aangiften
        aangrenzende aangrijpend aangrijpende aangroeien aanhang aanhangen aanhanger aanhangers
        aanhoren aanhouden aanhoudend aanhoudende aanhouding aanhoudt aankan aankijken aankijkt
        aanklacht aanklachten aanklagen aanklager aanklagers aankleden aankloppen aankomen
        aankomend aankomende aankomst aankomsttijd aankomt aankondigde aankondigen aankondiging
        aankoop aankopen aankunnen aankwam aankwamen aanleg aanleggen aanleiding aanleren aanloop
        aanlopen aanmaak aanmaken aanmelden aanmelding aanmeldingen aanmeldt aanmerkelijk
        aanmerking aanmoedigen aanmoediging aannam aanname aannames aanneemt aannemelijk aannemen
        aannemer aannemers aanpak aanpakken aanpakt aanpassen aanpassing aanpassingen aanpast
        aanraakt aanraden aanrader aanraken aanraking aanranding aanrecht aanrichten aanrijden
        aanrijding aanschaf aanschaffen aanschouwen aanschuiven aanslaan aanslag aanslagen aansluit
        aansluiten aansluitend aansluitende aansluiting aansluitingen aansporen aanspraak aansprak
        aansprakelijk aansprakelijkheid aanspraken aanspreekt aanspreken aanstaande aanstaat
        aansteken aansteker aanstellen aanstelling aanstootgevend aansturen aansturing aantal
        aantallen aantasten aantasting aantekening aantekeningen aantijgingen aantocht aantonen
        aantoonbaar aantoont aantreden aantreffen aantreft aantrekkelijk aantrekkelijke
        aantrekkelijker aantrekken aantrekkingskracht aantrekkingskrachten aantrekt aantrof aantrok
        aanvaard aanvaardbaar aanvaarden aanvaarding aanvaardt aanval aanvallen aanvallend
        aanvallende aanvaller aanvallers aanvalt aanvang aanvankelijk aanvankelijke aanvaring
        aanvechten aanverwante aanviel aanvielen aanvoelen aanvoelt aanvoer aanvoerder aanvoeren
        aanvraag aanvragen aanvullen aanvullend aanvullende aanvulling aanvullingen aanwenden
        aanwezig aanwezige aanwezigen aanwezigheid aanwijzen aanwijzing aanwijzingen aanwinst
        aanzet aanzetten aanzien aanzienlijk aanzienlijke aanzoek aap aapje aapjes aar aard
        aardappel aardappelen aardappels aardappelstaafjes aardbei aardbeien aardbeving
        aardbevingen aardbol aarde aarden aardewerk aardgas aardig aardige aardiger aardigs aardman
        aardolie aardoppervlak aardrijkskunde aards aardse aardverschuiving aarle aaron aars
        aarschot aart aartsbisschop aartsen aarzel aarzelde aarzelen aarzeling aas abba abbas abbey
        abbott abby abc abcoude abd abdel abdij abdul abdullah abe abel aber abigail abn abnormaal
        abnormale abonnee abonnees abonnement abonnementen abonneren aborigines abortus abou about
        abp abraham abrahams abram abrupt abs absolute absoluut absorberen abstract abstracte
        absurd absurde abt abu abvv academici academicus academie academisch academische academy
        accent accenten acceptabel acceptatie accepteer accepteerde accepteert accepteren access
        accessoire accessoires accijns accommodatie accommodaties accordeon account accountancy
        accountant accountants accountmanager accounts accretieschijf accu accuraat accurate ace
        acer ach achievement achilles achmea achmed acht achtbaan achte achten achter achteraan
        achteraf achterban achterbank achterberg achterblijft achterblijven achterblijvers
        achterdeur achterdochtig achtereen achtereenvolgende achtereenvolgens achteren
        achtergebleven achtergelaten achtergrond achtergronden achtergrondinformatie achterhaald
        achterhalen achterhoede achterhoek achterhoofd achterhuis achterin achterkant achterlaat
        achterland achterlaten achterliet achterliggende achterlijf achterlijk achterlijke achterna
        achternaam achternamen achterom achterop achterover achterstand achterste achterstevoren
        achtertuin achteruit achteruitgaat achteruitgang achtervolgd achtervolgen achtervolgers
        achtervolging achtervolgt achterwaarts achterwege achterwerk achterwiel achterzijde achtig
        achtige achtste achtte achttien achttiende acid acm acosta acquisitie acroniem acropolis
        across act acte acteerwerk acteren acteur acteurs actie actief actiegroep actieplan
        actieradius acties actieve actiever actievoerders action activa activatie active activeer
        activeert activeren activisme activist activiste activisten activistische activiteit
        activiteiten actoren actrice actrices acts actualiteit actualiteiten actueel actuele
        acupunctuur acute acuut acv ada adam adams adapter add added adder adders addis addison
        address ade adel adelaar adele adeline adellijke adem adembenemend adembenemende ademen
        ademhalen ademhaling ademt aden adenosine adequaat adequate ader aderen aders adhd adidas
        adil adjudant adjunct adler admin administrateur administratie administratief
        administratieve administrator admiraal ado adobe adolf adolph adolphe adopteren adoptie adr
        adrenaline adres adresgegevens adressen adri adriaan adriaanse adriaansen adrian adriana
        adrie adrien ads adult advanced adventure adventures adverteerders advertentie advertenties
        adverteren advies adviesbureau adviesraad adviezen adviseer adviseerde adviseert adviseren
        adviseur adviseurs advocaat advocacy advocate advocaten advocatenkantoor advocatuur
        advokaat adwords aed aegon aeon aeres aert aex af afas afbakening afbeelden afbeelding
        afbeeldingen afbetalen afblijven afbouw afbraak afbreken afbreuk afc afd afdalen afdaling
        afdeling afdelingen afdelingshoofd afdoen afdoende afdruk afdrukken afdwingen affair
        affaire affectie affiche affiches affiliate affiniteit afgaan afgaande afgaat afgebeeld
        afgeblazen afgebouwd afgebrand afgebroken afgedaan afgedankte afgedekt afgedrukt
        afgedwongen afgegeven afgehaald afgehakt afgehandeld afgekeurd afgekoeld afgekondigd
        afgekort afgelast afgelegd afgelegen afgeleid afgeleide afgeleverd afgelopen afgelost
        afgeluisterd afgemaakt afgemeten afgenomen afgepakt afgeraden afgerekend afgerond afgeronde
        afgeschaft afgescheiden afgeschermd afgeschilderd afgeschoten afgeschreven afgeslacht
        afgeslagen afgesloten afgesneden afgespeeld afgesproken afgestaan afgesteld afgestemd
        afgestudeerd afgestudeerde afgestudeerden afgetreden afgetrokken afgevaardigde
        afgevaardigden afgevallen afgeven afgevoerd afgevraagd afgevuurd afgeweken afgewerkt
        afgewezen afgewisseld afgezegd afgezet afgezette afgezien afgezonderd afghaanse afghanen
        afghanistan afgrond afgunst afhaken afhalen afhandelen afhandeling afhangen afhangt
        afhankelijk afhankelijkheid afkeer afketsen afkeuren afkeuring afkicken afkoelen afkoeling
        afkoelt afkomen afkomst afkomstig afkomstige afkomt afkorting afkortingen afl afleggen
        aflegt afleidden afleiden afleiding afleidingsmanoeuvre afleveren aflevering afleveringen
        aflezen afliep afloop afloopt aflopen aflossen aflossing afluisteren afm afmaken afmelden
        afmeting afmetingen afname afneemt afnemen afnemende afpakken afpersing afrekenen
        afrekening afremmen africa african afrika afrikaan afrikaans afrikaanse afrikanen afrit
        afritten afro afronden afronding afschaffen afschaffing afscheid afscheiding afschieten
        afschrijven afschrikken afschuw afschuwelijk afschuwelijke afslaan afslag afslanken afsluit
        afsluitdijk afsluiten afsluitende afsluiter afsluiting afsnijden afspeelde afspeelt
        afspelen afspiegeling afspraak afspraakje afspraakjes afspraken afspreken afstaan
        afstammelingen afstand afstandelijk afstanden afstandsbediening afstemmen afstoten
        afstuderen aftappen aftellen after aftrap aftreden aftrek aftrekbaar aftrekken afval
        afvallen afvallende afvalwater afvegen afvoer afvoeren afvraag afvraagt afvragen afvroeg
        afvuren afwachten afwachting afwas afwassen afwasser afweer afweerreactie afwees afwegen
        afweging afwerken afwerking afweten afwezig afwezige afwezigheid afwijken afwijkend
        afwijkende afwijking afwijkingen afwijkt afwijst afwijzen afwijzing afwisselend
        afwisselende afwisseling afzeggen afzender afzet afzetten afzetting afzien afzondering
        afzonderlijk afzonderlijke ag again against agatha age agen agency agenda agent agente
        agenten agentschap agile agitatie agnes ago agon agrarisch agrarische agressie agressief
        agressieve agro agron agt agterberg aha ahead ahh ahmad ahmadi ahmed ahold ahoy aid aids
        aiko ain air airbnb airborne airbus airco airconditioning aire aires airlines airport
        airways ais aisha aivd ajax ajb aka akbar akelig akelige aken aker akker akkerbouw akkers
        akkoord akkoorden akoestiek akoestisch akoestische akp akropolis akte akten aktie al ala
        alabama alai alain alam alamo alan alana alang alanis alarm alarmerend alarmsysteem alaska
        alba alban albanees albanezen albanie albany albatros albers albert alberta alberti alberto
        alberts alblasserdam album albums alcohol alcoholische alcoholist aldaar aldert aldi aldo
        aldrin aldus ale alec aleen alegre alejandro aleksander aleksej alen aleppo alert
        alessandro alex alexa alexander alexanders alexandra alexandre alexandria alexandrie alexis
        alf alfa alfabet alfabetisch alfabetische alfred alfredo alg algarve algebra algeheel
        algehele algemeen algemeene algemene algemener algen algerije algerijnse algoritme alhoewel
        ali alias alibi alicante alice alicia alie alien aliens alimentatie alinea alison alive
        alkmaar all alla allah allahu allan allang alle allebei alledaags alledaagse alledag
        alledrie allee alleeen alleen alleenstaand alleenstaande allegorie allelen allemaal allen
        allende allengordel aller allerbelangrijkste allerbeste allereerst allereerste allergie
        allergieen allergisch allergische allergrootste allerhande allerheiligenvloed allerlaatste
        allerlei allerliefste allermooiste allernieuwste allert alles allesbehalve alleseter
        alleszins alley allez alliance alliander alliantie allicht allison allium allochtone
        allochtonen allround allure ally alma almaar almachtige almeida almelo almere almeria alom
        alone along alonso aloude aloysius alpe alpen alpert alpha alphen alpine als alsjeblieft
        alsmaar alsmede alsnog also alsof alsook alstublieft alt alta altaar altena alter
        alternatief alternatieve alternatieven alternative althans altijd alto aluminium alumni
        alun alv alvarez alvast alveolen alveoli alves alvin alvis alvleesklier alvorens alwaar
        always alweer alzheimer ama amal amalia aman amanda amandel amandelen amara amateur
        amateurclub amateurs amateurvoetbal amazing amazon amazonas amazone amazonegebied amazonen
        amazoneregenwoud amazones amazonewoud amazonica amazonie ambacht ambachtelijk ambachtelijke
        ambachten ambassade ambassades ambassadeur ambassadeurs amber ambiance ambitie ambities
        ambitieus ambitieuze ambroise ambrose ambrosia ambt ambtelijke ambtenaar ambtenaren
        ambtstermijn ambulance ambulances amc amd ameland amelander amelia amen amendement amer
        america american americans americas amerigo amerika amerikaan amerikaans amerikaanse
        amerikanen amerongen amerongse amersfoort amersfoortse ames amg ami amie amigo amin amine
        aminozuren amir amman ammoniak amnestie amnesty amor amos amour amp amper ampera ampere
        amro ams amstel amstelland amstelveen amsterdam amsterdammer amsterdammers amsterdamned
        amsterdams amsterdamsch amsterdamsche amsterdamse amusement amuseren amy ana anaal anale
        analist analisten analoge analogie analoog analyse analyseert analyseren analyses analytica
        analytics analytisch analytische anan ananas anarchie anarchisten anastasia anatolie
        anatomie anatomieboek anatomische anc ancona and andalusie ande andel ander andere anderen
        anderhalf anderhalve anderlecht andermaal andermans anders andersdenkenden andersen
        andersom anderson anderszins anderzijds andes andie andorra andre andrea andreas andrei
        andrej andres andreu andrew andrews andrey andries android androids andromeda
        andromedanevel andromedastelsel andros andrzej andy anekdote anekdotes anemometer angel
        angela angeles angelica angelina angelique angelo angels angie angkor anglo angola angry
        angst angstaanjagend angstaanjagende angsten angstig angstige angus anijszaadjes animal
        animals animatie animatiefilm animaties anime animo anita anja ankara anke anker ann anna
        annabel annan anne anneke annelies annemarie annemiek annemieke annes annet annette annex
        annexatie annie annika anniversary anno annuleren anoniem anonieme anonimiteit anonymous
        anorexia another anouk anp ans ansjovis ant antalya antarctic antarctica antarctis
        antarctische antenne antennes anthonia anthonie anthonis anthony anti antibiotica
        antibioticum antichrist anticiperen anticonceptie antidepressiva antiek antieke antigua
        antillen antisemitische antisemitisme antistof antistoffen antje antoin antoine antoinette
        anton antoni antonia antonie antonin antonio antonius antonov antony antoon antropologie
        antropoloog antwerp antwerpen antwerps antwerpse antwoord antwoordde antwoorden antwoordt
        anubis anus anwar anwb any anyone anything anyway aorta aosta aov aow apa apache apart
        aparte apartheid apel apeldoorn apeldoorns apen aper aphelium api apie apk apocalyps
        apocalypse apollo apostel apostelen apostolische apotheek apotheker apothekers app apparaat
        apparaten apparatuur appartement appartementen appartementencomplex appel appels appelsap
        appeltaart appeltje appie appingedam applaus apple applicatie applicaties apprecieren apps
        apr apres april aqua aquarium aquatische aquino ara arab arabie arabier arabieren arabisch
        arabische aragon aran arbeid arbeider arbeiders arbeiderspartij arbeidskrachten
        arbeidsmarkt arbeidsomstandigheden arbeidsovereenkomst arbeidsplaatsen arbeidsrecht
        arbeidsvoorwaarden arbiter arbitrage arbo arc arcade arch archeologen archeologie
        archeologisch archeologische archeoloog archer archie archief archieven archipel architect
        architecten architectenbureau architectonische architecture architectuur arco arctic ard
        ardenne ardennen ardooie are area areas arena arend arends ares argentijn argentijns
        argentijnse argentina argentinie argentum argo argon argos argument argumentatie argumenten
        argwaan ari aria ariana ariane arie ariel aries arion aris aristoteles arizona arjan arjen
        ark arkansas arkel arkham arles arlon arm armand armando armani armband armbanden
        armbandjes arme armeens armeense armen armenie armeniers armer armin armoede armoedegrens
        arms armste armstrong army arnaud arne arnhem arnhemse arnie arno arnold arnon arnoud aroma
        aromatische aron around arrangement arrangementen arrest arrestatie arrestatiebevel
        arrestaties arresteerde arresteert arresteren arriva arriveerde arriveerden arriveert
        arriveren arrogant arrogante arrogantie arron arrondissement arrow arroyo ars arsenaal
        arsenal art artefacten arthur artiest artiesten artikel artikelen artikels artillerie artis
        artist artistiek artistieke artritis artrose arts artsen artwork aruba arubaanse as asa
        asbest asc asfalt ash ashley ashton asia asian asie asiel asielzoekers asjeblieft ask aslan
        asma asmi asml asn aso aspect aspecten asperges aspirant asr ass assad asscher asse
        assemblage assemblee assembly assen assendelft assepoester asser assessment asset assist
        assistant assistent assistente assistenten assistentie assisteren assists associated
        associatie associaties association associeren assortiment asta asten aster astma
        astmatische aston astra astrale astrid astro astrologie astronaut astronauten astronomen
        astronomische asus atalanta atalante ataturk atb atelier ateliers aten atheisme atheist
        atheisten athena athene atheneum atie atjeh atlanta atlantic atlantica atlantis atlantisch
        atlantische atlas atleet atlete atleten atletico atletiek atletisch atletische atm
        atmosfeer atmosferische atomen atomic atomium atoom atoombom atoomkern atp atrium atsma
        attack attent attentie attest attitude attractie attractiepark attracties attributen atv
        atwood aub aude audi audientie audio audiovisueel audiovisuele audit auditie audities
        auditorium audrey auer auf aug august augusta auguste augustinus augusto augustus auke aula
        aura aureus aurora aus auschwitz austin australia australian australie australier
        australiers australisch australische auteur auteurs auteursrecht auteursrechten
        authenticiteit authentiek authentieke authority autisme auto autobedrijf autobiografie
        autocad autochtone autochtonen automaat automaten automatisch automatische automatisering
        automobilist automobilisten automotive autonome autonomie autonoom autootje autopech
        autoped autopsie autor autorijden autoritair autoritaire autoriteit autoriteiten autos
        autosnelweg autosport autoverkeer autoverzekering autoweg auw aux ava avalon avant avanti
        avatar ave avengers avenue averechts avery avg avi aviv avocado avon avond avonden
        avondeten avondje avondklok avondmaal avonds avondster avonduren avonturen avonturier
        avontuur avontuurlijk avontuurlijke avontuurtje avrotros award awards awater away awbz
        awesome axe axel aya aye azad azerbeidzjaanse azerbeidzjan aziaten aziatisch aziatische
        azie azijn aziz azur baad baai baal baalt baan baanbrekend baanbrekende baantje baantjes
        baanwielrennen baar baard baarde baarden baarle baarmoeder baarn baars baart baas baasje
        baasjes baat baba babbel babbelen babe babel babes babette babies babs baby babylon
        babysitter bach bachelor back background backstage backup bacon bacterie bacteriele
        bacterien bad baden bader badge badges badhoevedorp badhuis badjas badje badkamer badkamers
        badkuip badminton badmode badpak badplaats baekeland baer bag bagage bagageruimte bagan
        bagdad bagel bagger bah bahia bahrein bai bailey bak bakel bakeliet baken baker bakermat
        bakje bakken bakker bakkerij bakkers bakkie baksteen bakstenen bakt bakte bal balance
        balanceren balans baldwin bale baleinen balen bali balie balk balkan balken balkenende
        balkon balkons ball ballard ballast ballen ballerina ballet balletje balletjes ballingen
        ballingschap ballon ballonnen balls balpen bals balthazar baltimore baltische bam bamberg
        bambi bamboe ban banaan banana bananen band banda bandbreedte bande banden banderas
        bandieten bandje bandjes bandleden bands bane banen bang bange banger bangkok bangladesh
        banier bank bankautomaat bankbiljetten banken banket bankier bankieren bankiers banking
        bankje bankjes bankpas bankrekening bankrekeningen bankroet banks bannen banner bao
        baptiste bar bara barack barak barakken barbaars barbaarse barbados barbara barbaren
        barbecue barbie barcelona barco barcode barcodes bardo bare baren barend barendrecht bari
        bark barker barman barmhartigheid barn barnaby barnard barnes barneveld barney barnier baro
        barok barometer baron barone barones baronie barre barrett barrier barriere barry bars
        barst barsten barstte bart bartlett barton bas basale basalt base baseball based baseert
        basel baseren bases basgitaar bash bashir basic basil basiliek basin basis basisch
        basisinkomen basisonderwijs basispakket basisplaats basisprincipes basisscholen basisschool
        baskenland basket basketbal basketball bass bassen bassett bassie bassin bassins bassist
        basta bastard basten bastiaan bastille bastion bat bataljon batavia bate bateman baten
        bates bath batman batt batten batterij batterijen battery battle battlefield baudet bauer
        bauhaus baumann bauwens bavaria bavel baviaan bax baxter bay bayard bayer bayern bazaar
        bazen bbc bbl bbm bbp bbq bbw bdsm bea beach beademing beamen bean beangstigend beans
        beantwoord beantwoordde beantwoorden beantwoording beantwoordt bear bears beast beat
        beatles beatrice beatrix beats beau beaufort beaumont beautiful beauty beaver beboet
        bebouwde bebouwing because beck becker beckham becquerel bed bedacht bedachten bedank
        bedanken bedankje bedankt bedankte bedden bedekken bedekt bedekte bedelaar bedelaars
        bedelen bedenk bedenken bedenker bedenkingen bedenkt bedenktijd bederven bedevaart bediend
        bediende bedienden bedienen bediening bedient bedje bedoel bedoeld bedoelde bedoelen
        bedoeling bedoelingen bedoelt bedolven bedonderd bedorven bedraagt bedrading bedrag
        bedragen bedreigd bedreigde bedreigen bedreiging bedreigingen bedreigt bedreven bedriegen
        bedrieger bedriegt bedrijf bedrijfje bedrijfs bedrijfsarts bedrijfseconomie bedrijfskunde
        bedrijfsleider bedrijfsleven bedrijfsnaam bedrijfspand bedrijfsruimte bedrijfstak
        bedrijfsuitje bedrijfsvoering bedrijven bedrijventerrein bedrijventerreinen bedrijvigheid
        bedroefd bedroeg bedrog bedrogen bedrukt bedtijd beduidend bedum bedwang bedwingen bee
        beedigd beef beeindigd beeindigen beeindiging beeindigt beek beel beeld beelden beeldend
        beeldende beeldhouwer beeldje beeldjes beeldmateriaal beeldscherm beeldvorming beelen beem
        beemster been beenderen beenmerg beentjes beep beer beers beerschot beertje bees beest
        beesten beestje beestjes beet beethoven beetje beetjes befaamde beffen before bega begaafd
        begaafde begaan begaf begane begeeft begeerde begeerte begeleid begeleidde begeleiden
        begeleidende begeleider begeleiders begeleiding begeleidt begeven begin beginjaren beginnen
        beginnend beginnende beginner beginners beginpunt beginsel beginselen begint begon begonnen
        begr begraafplaats begraafplaatsen begrafenis begrafenissen begraven begrazen begreep
        begrensd begrepen begrijp begrijpelijk begrijpelijke begrijpen begrijpend begrijpt begrip
        begrippen begroeiing begroet begroeten begroeting begroting beha behaald behaalde behaalden
        behaalt behaard behaarde behagen behalen behalve behandel behandelcentrum behandeld
        behandelde behandelden behandelen behandeling behandelingen behandelt behang behangen
        behartigen beheer beheerd beheerde beheerder beheerders beheerplan beheersen beheersing
        beheerst beheerste beheert beheren behield behielden behind behoeden behoeft behoefte
        behoeften behoeftes behoeve behoeven behoor behoorde behoorden behoorlijk behoorlijke
        behoort behoren behorend behorende behoud behouden behoudt behuizing behulp behulpzaam
        behulpzame bei beide beiden beider beieren beierse beige beijerland beijing beilen being
        beinvloed beinvloeden beinvloeding beinvloedt beiroet bejaarde bejaarden bejaardentehuis
        bek beka beke bekeek bekeerd bekeerde bekeken beken bekend bekende bekenden bekender
        bekendgemaakt bekendheid bekendmaken bekendmaking bekendstaat bekendste bekennen bekent
        bekentenis bekentenissen beker bekeren bekerfinale bekering bekerplant bekers bekertoernooi
        bekerwedstrijd bekerwinnaar bekeuring bekijk bekijken bekijkt bekken bekkens bekker
        beklaagde bekleden bekleding bekleed bekleedde beklimmen beklimming beklommen beknopte
        bekomen bekommeren bekostigen bekrachtigd bekrachtigen bekritiseerd bekritiseerde
        bekritiseert bekritiseren bekrompen bekronen bekroning bekroond bekroonde bekwaam
        bekwaamheid bekwame bel bela belaagd belachelijk belachelijke beladen beland belandde
        belanden belandt belang belangen belangenverstrengeling belanghebbenden belangrijk
        belangrijke belangrijker belangrijkere belangrijks belangrijkst belangrijkste
        belangstellenden belangstelling belast belasten belastend belastende belasting
        belastingaangifte belastingbetaler belastingdienst belastingen belastinggeld belazerd
        belazeren belde belden belder beledig beledigd beledigde beledigen beledigend belediging
        beledigingen beleef beleefd beleefde beleefden beleefdheid beleeft beleg belegd belegerd
        belegerde belegering beleggen belegger beleggers beleid beleidsmakers beleidsmedewerker
        belemmerd belemmeren belemmering belemmeringen belemmert belet beletten beleven belevenis
        belevenissen beleving belfast belfort belg belga belgacom belgen belgian belgie belgisch
        belgische belgium belgrado belicht belichten belichting believe belijden belinda belka bell
        bella bellamy belle bellen beller belletje belletjes bells belmont belo belofte beloften
        beloftes belonen beloning beloningen beloof beloofd beloofde beloofden belooft beloond
        beloont beloven belt beluisterd beluisteren bemachtigen bemand bemanning bemanningsleden
        bemiddelaar bemiddelen bemiddeling bemmel bemoedigend bemoei bemoeien bemoeienis
        bemoeilijkt bemoeit ben benadeeld benadeelde benaderd benaderde benaderen benadering
        benadert benadrukken benadrukt benadrukte benaming benamingen benauwd bend bende bender
        bendes bene beneden benedict benedictus benefiet benelux benen benfica beng bengaalse
        bengalen beni benieuwd benijd benijden benin benjamin benji benk benn bennebroek bennekom
        bennett bennie benny beno benodigde benodigdheden benoem benoemd benoemde benoemen
        benoeming benoemt benoorden benq bens benson bent bente bentley benton benul benut benutten
        benz benzine beoefend beoefenen beoogd beoogde beoordeel beoordeeld beoordeelt beoordelen
        beoordeling beoordelingen bep bepaal bepaald bepaalde bepaalt bepalen bepalend bepaling
        bepalingen beperk beperken beperking beperkingen beperkt beperkte beplant beplanten bepleit
        beproeving beproevingen beraad beraamde beraamt berbers berchem berck berde berden bere
        berecht berechten berechting bereden bereid bereidde bereiden bereidheid bereiding bereidt
        bereik bereikbaar bereikbaarheid bereikbare bereiken bereikt bereikte bereikten bereken
        berekend berekende berekenen berekening berekeningen berekent beren berend berg berga
        bergachtige bergafwaarts bergamot bergdal berge bergeijk bergen berger bergh berging
        bergman bergs bergt bergtoppen beri beriberi bericht berichten berichtgeving berichtje
        berichtjes berichtte berijden beringen berk berke berkel berkeley berken berkenboom
        berkhout berlaymont berlijn berlijnse berlin berline berlusconi berm berman bermen bermuda
        bern bernadette bernard bernardo bernardus bernhard bernhardt bernie bernier bernstein
        beroemd beroemde beroemdheden beroemdheid beroemdste beroep beroepen beroeps
        beroepsbevolking beroepsgeheim beroepsgroep beroepsonderwijs beroepsvereniging beroerd
        beroering beroerte beroofd berouw beroven beroving berry bert bertens bertha bertrand
        bertus berucht beruchte berus berust berusten bes beschaafd beschaafde beschaamd beschadigd
        beschadigde beschadigen beschadiging beschadigingen beschadigt beschamend beschaving
        beschavingen bescheiden bescheidenheid bescherm beschermd beschermde beschermen beschermend
        beschermende beschermer beschermheer bescherming beschermt beschietingen beschikbaar
        beschikbaarheid beschikbare beschikken beschikking beschikt beschikte beschikten
        beschilderd beschoten beschouw beschouwd beschouwde beschouwen beschouwing beschouwingen
        beschouwt beschreef beschreven beschrijf beschrijft beschrijven beschrijving beschrijvingen
        beschuldigd beschuldigde beschuldigden beschuldigen beschuldiging beschuldigingen
        beschuldigt beschut beschutting besef beseffen beseft besefte beseften besjes beslaat
        beslag beslecht beslis beslissen beslissend beslissende beslissing beslissingen beslist
        besliste besloot besloten besluit besluiten besluitvorming besmet besmette besmettelijk
        besmettelijke besmetten besmetting besmettingen besneden besnijdenis bespaar bespaard
        bespaart besparen besparing besparingen bespeeld bespeelt bespelen bespot besprak bespraken
        bespreek bespreekbaar bespreekt bespreken bespreking besprekingen besproken bessen best
        besta bestaan bestaand bestaande bestaansrecht bestaat bestand bestanddeel bestanddelen
        bestanden beste besteden besteding besteed besteedde besteedt bestek bestel besteld
        bestelde bestellen bestelling bestellingen bestelt bestelwagen bestemd bestemming
        bestemmingen bestemmingsplan bestempeld bestempelen besten bestendig bestolen bestond
        bestonden bestormen bestorming bestraffen bestraft bestreden bestrijden bestrijding
        bestrijdingsmiddelen bestrijdt bestrooid bestseller bestudeerd bestudeerde bestudeert
        bestuderen bestuiven besturen besturing besturingssysteem besturingssystemen bestuur
        bestuurd bestuurde bestuurder bestuurders bestuurlijk bestuurlijke bestuursleden
        bestuurslid bestuursorgaan bestuursrecht bestuursvoorzitter bestuurt bet beta betaal
        betaalbaar betaalbare betaald betaalde betaalden betaalmiddel betaalt betalen betalende
        betaling betalingen betegelde betekend betekende betekenen betekenis betekenissen betekent
        betelgeuze beter betere beteren beters beterschap beth bethesda bethlehem beticht betogen
        betogers betoging beton betonnen betoog betoogde betoogt betoverd betoverende betrappen
        betrapt betrapte betreden betreedt betreffen betreffende betreft betrek betrekkelijk
        betrekken betrekking betrekkingen betrekt betreuren betreurt betrof betrok betrokken
        betrokkene betrokkenen betrokkenheid betrouwbaar betrouwbaarheid betrouwbare betsy bette
        better betty betuigen betuline betuwe between betwijfel betwijfelen betwist betwisten betz
        beu beugel beugels beuk beuken beukenschors beukt beul beulen beun beuningen beurs beurt
        beurten beurzen beus beval bevallen bevalling bevalt bevat bevatte bevatten bevechten
        beveel beveelt beveiligd beveiligde beveiligen beveiliger beveiligers beveiliging
        beveiligingsbedrijf bevel beveland bevelen bevelhebber bevelhebbers beven bever beveren
        beverly bevers beverwijk bevestig bevestigd bevestigde bevestigden bevestigen bevestiging
        bevestigt beviel bevielen bevind bevinden bevindingen bevindt beving bevingen bevlogen
        bevochten bevoegd bevoegde bevoegdheden bevoegdheid bevolen bevolking bevolkingsgroei
        bevolkingsgroep bevolkingsgroepen bevolkt bevolkte bevond bevonden bevooroordeeld
        bevoorrading bevoorrechte bevorderd bevorderen bevordering bevordert bevredigen bevredigend
        bevriend bevriende bevriest bevriezen bevriezing bevrijd bevrijden bevrijding bevrijdt
        bevroren bevruchting bewaakt bewaakte bewaar bewaard bewaarde bewaart bewaken bewaker
        bewakers bewaking bewandelen bewapend bewapende bewapening bewaren bewaring beweeg beweegt
        beweerd beweerde beweerden beweert bewees bewegen bewegend bewegende beweging bewegingen
        bewegingsvrijheid beweren bewering beweringen bewerken bewerking bewerkingen bewerkstelligd
        bewerkstelligen bewerkt bewerkte bewezen bewijs bewijslast bewijsmateriaal bewijst bewijzen
        bewind bewogen bewolking bewolkt bewonder bewonderaar bewonderaars bewonderd bewonderde
        bewonderen bewondering bewoner bewoners bewoning bewoog bewoond bewoonde bewoordingen
        bewust bewuste bewusteloos bewuster bewustwording bewustzijn beyer beyonce beyond bezaaid
        bezat bezem bezet bezeten bezette bezetten bezetter bezetters bezetting bezettingen
        bezichtigen bezichtiging bezielt bezien bezienswaardigheden bezienswaardigheid bezig
        beziggehouden bezigheden bezigheid bezighouden bezighoudt bezinning bezit bezitten bezitter
        bezitters bezittingen bezocht bezochte bezochten bezoek bezoeken bezoeker bezoekers
        bezoekerscentrum bezoekje bezoekt bezopen bezorg bezorgd bezorgde bezorgdheid bezorgen
        bezorger bezorging bezorgt bezuinigd bezuinigen bezuinigingen bezwaar bezwaren bezweken
        bezwijken bhutan bhv bianca bib bibi bible bibliothecaris bibliotheek bibliotheken bic bid
        bidden biddinghuizen bidt bie bieb bieber biecht bied bieden bieder biedt biefstuk bien
        bier bieren biermerk biertje biertjes bies biesbosch biesen biet bieten bietjes bietsen
        biezen big biggen bij bijbaan bijbehorende bijbel bijbels bijbelse bijbenen bijbrengen
        bijde bijdehand bijdraagt bijdrage bijdragen bijeen bijeengebracht bijeenkomst
        bijeenkomsten bijen bijenkorf bijgebouw bijgebouwen bijgedragen bijgehouden bijgekomen
        bijgeloof bijgestaan bijgesteld bijgevolg bijgewerkt bijgewoond bijhorende bijhouden
        bijhoudt bijker bijkomen bijkomend bijkomende bijkomstigheid bijl bijlage bijlen bijles
        bijlmer bijltje bijn bijna bijnaam bijnamen bijnier bijnieren bijpassende bijpraten bijrol
        bijscholing bijschrift bijstaan bijstand bijstellen bijster bijt bijtelling bijten bijtende
        bijtje bijv bijval bijverdienen bijvoorbeeld bijvullen bijwerken bijwerking bijwerkingen
        bijwonen bijzijn bijzonder bijzondere bijzonderheden bijzonders bike bikini bikken biko bil
        bilaterale bilbao bilderberg biljart biljet biljetten biljoen bill billboard billen billie
        billy bilt bilthoven bim bin binaire bind binden bindend bindende binder binding bindt bing
        bingen bingo bink binne binnen binnendringen binnengaan binnengedrongen binnengehaald
        binnengekomen binnengevallen binnenhalen binnenhof binnenin binnenkant binnenkomen
        binnenkomst binnenkomt binnenkort binnenkwam binnenkwamen binnenland binnenlands
        binnenlandse binnenlopen binnenplaats binnenshuis binnenstad binnenste binnenstebuiten
        binnenuit binnenvaart binnenvallen binnenvalt binnenvielen binnenzijde bint bio
        biodiversiteit biografie biologie biologisch biologische bioloog biomassa bios bioscoop
        bioscopen bird birdie birds birk birma birmingham birnie biro birth birthday bis bisdom
        biseksuele bishop bissau bisschop bisschoppen bist bistro bit bitch bitcoin bitcoins bits
        bitte bitter bitterbal bitterballen bittere bizar bizarre bizz bjorn bla blaadje blaadjes
        blaak blaas blaasinstrument blaast blabla black blackberry blackjack blad blade bladel
        bladen blader bladeren bladgroen bladgroente bladmuziek bladzijde bladzijden blaeu blaffen
        blair blaise blake blanc blanca blanche blanco blank blanke blanken blankenberge blanket
        blaren blaricum blaten blatter blau blauw blauwdruk blauwe blauwen blauwer blauwgroen
        blauwtand blauwwitte blazen blazer blazers bleef bleek bleekwater bleiswijk bleke bleken
        blender blessure blessures blessuretijd bleu bleven blies blij blijde blijdorp blijdschap
        blije blijer blijf blijft blijk blijkbaar blijken blijkt blijven blijvend blijvende blik
        blikje blikjes blikken bliksem bliksems blikt blikte blind blinde blindelings blinden
        blindheid bling blink blinken blinkt blitse blitz blizzard block blockchain blocken bloed
        bloedbad bloedcel bloedcellen bloedde bloeddonatie bloeddruk bloede bloeden bloedend
        bloederig bloederige bloedgeld bloedige bloeding bloedingen bloedkleurstof bloedlichaampjes
        bloedonderzoek bloedplaatjes bloedsomloop bloedt bloedtesten bloedvaatjes bloedvaten
        bloedvergieten bloedvocht bloei bloeien bloeiende bloeit bloem bloemblaadjes bloembollen
        bloemen bloemendaal bloemetje bloemetjes bloemist bloemkool bloemlezing bloesem blog
        bloggen blogger bloggers blogpost blogs blogt blok blokje blokjes blokkade blokkades
        blokkeer blokkeerde blokkeert blokken blokker blokkeren blom blond blonde blondine blondje
        blood bloody bloom bloot blootgelegd blootgesteld blootstelling blossom blote blouse blow
        blowjob blozen blu blub blue blueberry blues bluetooth bluf blum blume blunder blunders
        blur blus blussen blut blz bmc bmi bmw bmx bnn bnp boa board boarden boat bob bobbi bobbie
        bobby bobo bocht bochten bod bode bodegraven bodem boden body bodyguard boe boedapest
        boeddha boeddhisme boeddhisten boeddhistische boedel boef boeg boegbeeld boei boeien
        boeiend boeiende boeing boeit boek boekarest boekdrukkunst boekel boeken boekenkast
        boekenplank boeket boekhandel boekhouden boekhouder boekhouding boeking boekingen boekje
        boekjes boekt boekte boekwinkel boel boem boer boerderij boerderijdier boerderijen boeren
        boerenkool boerenzwaluwen boerhaave boerin boerka boes boet boete boeten boetes boeven
        boezem bogen bogota bohn bois bok bokaal bokken boko boks boksen bokser bol bolder bolivia
        boliviaanse bolle bollen bolletje bolletjes bolling bollywood bologna bolster bolsward bolt
        bolton bolwerk bom bomaanslag bomaanslagen bomb bombardement bombardementen bombarderen
        bombay bomber bomen bommel bommen bommenwerper bommenwerpers bomvol bon bonaire bonbons
        bond bondage bonden bondgenoot bondgenootschap bondgenoten bondscoach bondskanselier bone
        bonen bones bong bongerd bongo bonn bonne bonnen bonnetje bonnetjes bonnie bono bont bonte
        bonus bonussen boo bood boodschap boodschappen boodschapper boog boogie boogschieten
        boogschutter book booker bookmaker books boom boomer boomgaard boomhut boommarter boompje
        boomstammen boon boone boonen boontjes boor boord boorde boorden boordevol boort boos
        boosdoener boosheid boost boosten booster boot bootcamp booth bootje bootjes boots booty
        bor bora borculo bord bordeaux bordeel borden border borderlands borders bordje bordjes
        bordspel borduren boren borg borgen borger borgerhout borges borgtocht boring boris bork
        born borne bornem borneo boro borrel borrelen borsato borsbeek borst borstbeeld borstbeen
        borstel borstelen borsten borstkanker borstkas borststuk borstvoeding bort borussia bos
        bosbessen bosbouw bosbrand bosbranden bosch bosco bosje bosjes boskoop bosma bosman bosnie
        bosnisch bosnische bosranden bosrijke boss bossche bossen boston boswachter bot botanische
        boten boter boterham boterhammen boterkoek both botje botontkalking botox botrange bots
        botsen botsing botsingen botst botste botswana botte botten botter bottom boude boudewijn
        bouillon boule boulevard bouman bounty bourbon bourgeois bourgogne bourgondische bourne
        bout bouten bouterse bouw bouwbedrijf bouwde bouwden bouwen bouwens bouwer bouwers bouwjaar
        bouwkunde bouwkundig bouwkundige bouwmarkt bouwmaterialen bouwmeester bouwplaats
        bouwplannen bouwproject bouwsector bouwsteen bouwstenen bouwt bouwtekeningen bouwvakkers
        bouwwerk bouwwerken bouwwerkzaamheden boven bovenaan bovenaf bovenal bovenbeen bovenbouw
        bovendien bovengenoemde bovenin bovenkant bovennatuurlijke bovenop bovenstaande bovenste
        bovenverdieping bovenzijde bow bowie bowl bowlen bowling box boxen boxer boxmeer boxtel boy
        boycot boycotten boyd boyle boys boze braaf braak braam brabant brabants brabantse brace
        bracht brachten brad braden bradford bradley brady brahe brahim brahma brahms brain brak
        brake brakel braken bram brancard branch branche branches brand brandalarm brandde branden
        brandenburg brandend brandende brander branderig brandewijn brandhout branding brandje
        brandon brandpunt brands brandstapel brandstichting brandstof brandstoffen brandt
        brandveiligheid brandweer brandweerkazerne brandweerman brandweermannen brandwijk
        brandwonden branie branson brard brasil brass brasschaat brasserie braun brave bravo brazil
        braziliaan braziliaans braziliaanse brazilianen brazilie brazzaville brea break breakfast
        breaking brecht bred breda bredase brede breder bredere bree breed breedste breedte breek
        breekt breen brei breid breiden breidt breien breij brein breit breivik breken brekingswet
        brel brem bremen bremer bremmer bren brenda brendan breng brengen brengt brennan brent bres
        breskens bret bretagne brett breugel breuk breukelen breuken brevet brew brexit brian
        bridge bridges bridget brie brief briefen briefing briefje briefjes brielle bries briesje
        brieven brievenbus brigade brigadier briggs bright brighton brigitte brik briketten bril
        briljant briljante brillen brillenmaker brin bring brink brinkman brio bristol brit british
        britney brits britse britt brittannie britten bro broadcast broadcasting broadway brocante
        broccoli broche brochure brochures brock broden broedde broedden broeden broeder broeders
        broederschap broedplaats broedplaatsen broedsel broedt broedvogels broeikasgas
        broeikasgassen broek broeken broekje broekzak broer broers broertje broertjes brok broken
        broker brokken brokstukken brom bromet bromfiets bromfietsen bromley brommen brommer
        brommers bron bronchien bronckhorst broncode bronnen brons bronvermelding bronx bronze
        bronzen bronzer brood broodje broodjes broodnodige broodrooster brooke brooklyn brooks
        broome broos bros brother brothers brouwen brouwer brouwerij brouwerijen brouwers
        brouwersdam brown brownie brownies browser brt bruce brug brugge bruggen brugklas brugse
        bruid bruidegom bruidsjurk bruidspaar bruidsschat bruijn bruijne bruikbaar bruikbare
        bruikleen bruiloft bruiloften bruin bruine bruinen bruiner bruinisse bruins bruinvis
        bruinvissen bruisende brullen brummen bruna brunch brunchen brunei brunette bruno brunssum
        brus brussel brussels brusselse brutaal brutale brutaliteit brute bruto brutus bruut bruyne
        bruzz bryan bryant bsc bsn bso btw bubbel bubbelbad bubbels bubble buchanan buck bucket
        buckingham buckley bucky bud budapest buddha buddy budel budget buenos buffalo buffel
        buffer buffet buffy bug bugatti bugs bui buien buig buigen buiging buigt buijs buik buikje
        buikjes buikpijn buikspieren buil build builder building buinen buis buisje buisjes buit
        buiten buitenaards buitenaardse buitenaf buitengebied buitengerechtelijke buitengesloten
        buitengewone buitengewoon buitenkant buitenland buitenlander buitenlanders buitenlands
        buitenlandse buitenlucht buitenplaats buitenpost buitenspel buitensporig buitenstaander
        buitenstaanders buitenste buitenwereld buitenwijk buitenwijken buitenzijde buizen buizerd
        buk bukkake bukken bulgaars bulgaarse bulgaren bulgarije bulk bull bulldog bullet bulletin
        bullock bulls bullshit bult bulten buma bumper bumpers bundel bundelen bundeling bundels
        bundesliga bundy bungalow bunker bunkers bunnik bunny bunschoten burcht bureau bureaucratie
        bureaucratische bureaus buren burg burgemeester burgemeesters burgemeesterschap burger
        burgerinitiatief burgerlijk burgerlijke burgeroorlog burgerrechten burgers burgerschap
        burgerwacht burgos burke burkina burn burnout burns buro burt burton burundi bus
        buschauffeur bush bushalte business busje busjes buskruit buslijn bussemaker bussen
        busstation bussum buste buster busvervoer but butch butler butt butter butterfly button
        buur buuren buurjongen buurland buurlanden buurman buurmeisje buurt buurtbewoners buurten
        buurthuis buurtschap buurtwerk buurvrouw buy buza buzz buzzy bvb bvd bye bypass byron ca
        caan cabaret cabaretier cabine cable cabo cabral cabrio cabriolet cacao cache cactus cade
        cadeau cadeaubon cadeaus cadeautje cadeautjes cadet cadillac cadmium cadzand caesar cafe
        cafeine cafes cafetaria cage cain cairo cake cal calais calciet calcio calcium calculator
        calcutta cali california californie californische call calla callan callcenter calle called
        callen callens calling callisto calls callum calluna calorieen cals calum calvijn calvin
        cam camber cambodja cambridge cambuur camera camerabeelden cameraman camerlengo cameron
        camilla camille cammen camouflage camp campagne campagnes campaign campbell camper campers
        campert camping campings campos camps campus campussen can canada canadees canadese
        canadezen canadian canal canard canaria canarische cancer candia candy cane cannabis cannes
        cannon canon cans cantates canteen canvas canyon cao cap capaciteit capaciteiten cape
        capella capelle capital capitol capitool capitulatie cappuccino capri caps capsule capsules
        captain capuchon car cara caracas caraiben caraibische caravan caravans carbon card cardiff
        cardio cardiologie cardioloog cards care career carel cares carey cargo caribbean caribisch
        caribische caries carl carla carli carlisle carlito carlo carlos carlton carly carmen
        carnaval caro carol carola carolien carolina caroline carolus caroteen carp carr carre
        carrefour carrie carrier carriere carroll carrosserie carrousel carry cars carson carsten
        cart carte carter cartman cartograaf cartoon cartoonist cartoons cary cas casa casablanca
        casanova case cases casey cash casino caspar casper cass cassandra cassatie cassette
        cassettebandje cassettebandjes cassettes cassidy cassiopeia cassius cast caster castillo
        casting castle castricum castro casual casus cat catalaanse catalogus catalonie catastrofe
        catch cate categorie categorieen catering catharina catherine catholic cathy cato cats
        catwalk cause cava cavalerie cave cavendish cavia cavitatie cbr cbs cctv cd cda cdc cebu
        cecil cecilia cedric cees cel celebrity celeste celia celine cell cellen cellist celliste
        cello celsius celstraf celtic cement censuur cent centaur centauri centen center centi
        centimeter centimeters centra centraal central centrale centrales centre centro centrum
        century ceo cercle cerebellum ceremonie ceremonieel ceren ceres certificaat certificaten
        certificering cesar cetera ceuta cfr ch cha chaam chablis chad chadwick chagrijnig chain
        chakra chalet chalets challenge challenger challengers challenges chambers champ champagne
        champignons champion champions championship champs chan chance chandler chandra chanel
        chang change changer changes changing chania channa channel chant chantage chantal chanten
        chanteren chaos chaotisch chaotische chapeau chapel chapin chapman chaps chapter character
        chardonnay charel charge charger chargers charges charisma charkov charl charlene charleroi
        charles charleston charley charli charlie charlies charlois charlotte charly charmant
        charmante charme charmes charms chart charter charters chartres charts chase chassis chat
        chateau chatten chauffeur chauffeurs chaves chavez che cheap check checken checklist checkt
        cheech cheerleader cheers cheese cheeta cheetah chef chefs chelsea chemelot chemicalien
        chemicus chemie chemisch chemische chemo chemotherapie chen cheng cheque cher cherokee
        cherry cheryl chester chet chevrolet cheyenne chez chi chiang chiara chic chicago chick
        chicken chicks chico chief chiel chihuahua child childe children chile chileens chileense
        chiles chili chill chillen chimpansee chimpanseepolitiek chimpansees chin china chinatown
        chinees chinese chinezen chios chip chipkaart chips chique chiro chirurg chirurgen
        chirurgie chirurgische chloe chloor chlorofyl chlorophyl cho choco chocola chocolade
        chocoladebonbon chocoladecake chocoladehagel chocoladehagelslag chocoladekorrels
        chocolademelk chocolate chocolatier choice cholera cholesterol choreografie chr chris
        christ christa christel christelijk christelijke christen christendom christenen
        christenunie christi christiaan christian christiana christiane christians christie
        christien christina christine christmas christoph christophe christopher christus christy
        chrome chromosomen chromosoom chronisch chronische chroom chrysler chu chuck chung church
        churchill cia ciao cicero cid cie cijfer cijfers cilinder cilinders cincinnati cindy cinema
        circa circle circuit circuits circulair circulaire circulatie circuleren circus cirkel
        cirkels ciro cisco citaat citadel citaten citation cite citeer citeert citeren cities
        citizen cito citroen citroenen citroensap city citytrip ciudad civiel civiele civil claes
        claim claimen claims claimt claire clan clancy clans clara clare clarence clark clarke
        clarkson clash class classic classics classificatie claude claudia claudio claus clausule
        clay clayton clean clear clemens clement cleo cleopatra cleveland clever cliche cliches
        click clicker client clienten cliff clifford climate climax clinic clint clinton clip
        clipper clippers clips clitoris clive clooney close closed closer cloud clouseau clown
        clowns club clubhuis clubje clubs clue clusius cluster clusters clyde cms cnc cnn cnv co
        coa coach coachen coaches coaching coalitie coalities coast coaster cobb cobra cobus coca
        cocaine cock cockpit cocktail cocktails coco cocon cod coda code codec codenaam coderen
        codering codes codex cody coen coetzee coevorden coffee cognac cognitieve cohen cohesie
        cohn coins coke col cola colbert cold cole coleman colijn colin colins coll collaborateur
        collaboratie collage collageen collages colle collecte collectie collectief collecties
        collectieve collection collector colleen collega college collegegeld colleges colli collide
        collie collier colliers collin collines collins colombia colombiaanse colombo colonia
        colonne color colorado colosseum colour colt colter columbia columbine columbo columbus
        column columnist columns colvin com coma combat combi combinatie combinaties combineer
        combineert combineren combo come comeback comedian comedy comedygroep comer comes comfort
        comfortabel comfortabele comfortabeler comic comics coming comite command commandant
        commander commando comment commentaar commentaren commentator commentatoren comments
        commerce commercial commercials commercie commercieel commerciele commissariaat commissaris
        commissarissen commissie commissies commission committee commodore common commons
        commonwealth commotie communicatie communicatiemiddel communicatiemiddelen communication
        communications communiceert communiceren communie communisme communist communisten
        communistisch communistische communities community comp compact compactcassette compacte
        compacter compagnie compagnon company compaq compartiment compass compassie compatibel
        compensatie compenseren competentie competenties competitie competities competitiewedstrijd
        compilatie compleet complet complete complex complexe complexer complexiteit complicaties
        compliment complimenten complot complottheorie complottheorieen component componenten
        componeren componist componisten compositie composities compost compressie compressor
        compromis compromissen compton computer computerchips computers con concentratie
        concentratiekamp concentratiekampen concentraties concentreert concentreren concept
        concepten concern concert concerten concertgebouw concertzaal concessie concessies
        concierge conclaaf concludeerde concludeert concluderen conclusie conclusies concord
        concorde concordia concours concreet concrete concurrent concurrenten concurrentie
        concurreren concurrerende conde condensatie condensator condensatoren condenseert conditie
        condities condoom condooms condor conducteur cone confederatie confederations conference
        conferentie conferenties confetti configuratie conflict conflicten conform confrontatie
        confrontaties confronteert confronteren confronterend cong conge congestie congo congolese
        congres congreslid congress congressen connect connecticut connectie connecties connection
        connexxion connie connor conny conrad consensus consequent consequentie consequenties
        conservatie conservatief conservatieve conservatieven conservation conservatisme
        conservator conservatorium conserveren consistent console consoles consortium constance
        constant constante constantijn constateerde constateert constateren constatering
        constitutie constitutioneel constitutionele constructeur constructie constructief
        constructies constructieve construction consul consulaat consulent consult consultancy
        consultant consultants consultatie consument consumenten consumentenbond consumeren
        consumptie contact contactadvertenties contacten contacteren contactgegevens contactpagina
        contactpersoon contador container containers contant conte content contest context
        continent continental continenten continu continue continuiteit contouren contra contract
        contracten contrast contributie control controle controleer controleerde controleert
        controleren controles controller controllers controverse controversieel controversiele
        convenant conventie convention conventionele conversatie conversaties conversie cook cooke
        cookie cookies cooking cool coolblue coole cooler cooling coolste coon coop cooper
        cooperatie cooperaties cooperatieve coor coordinaten coordinatie coordinator coordineren
        coornhert cop copa cope coppens copy copyright cor cora coral cordelia cordoba cordon core
        cores corey cork cornelia cornelie cornelis cornelisse cornelisz cornelius cornell corner
        corners cornwall corona coronacrisis coronavirus corp corporate corporatie corporaties
        corporation corporis corps corpus correct correcte correctheid correctie correcties
        correlatie correspondent correspondentie corrie corrigeert corrigeren corrupt corrupte
        corruptie corry corsica corso cort cortex cosette cosmetica cosmetische cosmo cost costa
        costello coster costner cot cote cottage cotton cougar could council count countdown
        counter country county coup coupe couplet courant coureur coureurs courgette course court
        courtney couscous cousins cove coven cover covers covid cowboy cowboys cox coyle cpb cpu
        crack crackers cradle craft craig cramer crane crank crash crashen crasht crawford crazy
        cream creatie creatief creaties creatieve creatine creative creativiteit creator creche
        credit creditcard creditcards credits credo creed creeer creeerde creeerden creeert creek
        creeren crem crematie crematorium creme cremer crew cricket cries crime criminal
        criminaliteit crimineel criminele criminelen criminologie cris crises crisis cristian
        cristiano cristina criteria criterium critici criticus crm crook cross crossroads crow
        crowd crowdfunding crowe crown cru cruciaal cruciale cruijff cruise cruiser cruiseschip
        cruquius crush cruz cry crypto crystal csi css csu ctrl cu cuba cubaans cubaanse cubanen
        cube cuijk culemborg culinair culinaire cult cultural culture cultureel culturele culturen
        cultuur cultuurhistorische cum cup cupcake cupcakes cupido cups curacao curator cure curie
        curl current curriculum curry curse cursisten cursus cursussen curtis curve custer custom
        customer cut cute cutie cuypers cwi cyber cycle cycling cycloon cyclus cynisch cynische
        cynisme cynthia cyprus cyril cyrus daad daadkracht daadwerkelijk daadwerkelijke daag daagde
        daags daagse daagt daal daalde daalt daamen daan daar daaraan daarachter daarbij daarbinnen
        daarboven daarbuiten daardoor daarenboven daarentegen daarheen daarin daarmee daarna
        daarnaar daarnaast daarnet daarom daaronder daarop daaropvolgende daarover daartegen
        daartoe daartussen daaruit daarvan daarvoor daas dab dacht dachten dad daddy dade dadelijk
        dadels daden dader daders daemen daems daens daer daf dag dagbesteding dagblad dagbladen
        dagboek dagboeken dage dagelijks dagelijkse dagen dagenlang dageraad dagje daglicht
        dagpauwoog dagvaarding dahl dahlia dahmer dailey daily daimler dain daisy dak dakar daken
        dakloos dakloze daklozen dakota dakpannen dakterras dal dalai dale dalen dalend dalende
        daler daley dalfsen daling dallas dalton dam damascus dame damen damens dames damhert
        damiaan damian damiano damien damloop damman damme dammen dammers damn damon damp dampen
        dampkring damse dan dana dance dancing dane danes dani daniel daniela danielle daniels dank
        dankbaar dankbaarheid danken dankje dankjewel dankt dankzij danny dans dansen dansend
        dansende danser danseres danseressen dansers dansje dansschool danst danste dansten
        dansvloer dante daphne dapper dappere dar darcis darcy dare darius dark darker darling darm
        darmen darmkanker darren darryl dart darten darth darts darwin daryl das dash dashboard
        dassen dassenburcht dat data databank database databases datacenter date dateert daten
        dateren dates datgene dating datingsite dato datum datums datzelfde daud daun dauw dave
        davey david davids davidson davies davis davos davy dawn dawson dax day days ddr de dea
        dead deadline deadlines deadly deal dealen dealer dealers deals dean deans dear death deb
        debat debatten debatteren debbie debiel deborah debra debutant debutanten debuteerde debuut
        debuutalbum dec decaan december decennia decennialang decennium decentralisatie decibel
        decimale decimalen deck decker declinatie deco decoder decor decoratie decoraties
        decoratieve decors decreet dede deden dee deed deeg deegbollen deel deelbaar deelde deelden
        deelder deelgemeente deelgenomen deelnam deelname deelnamen deelneemster deelneemsters
        deelneemt deelnemen deelnemende deelnemer deelnemers deelnemersveld deelneming deels
        deelstaat deelstaten deelt deeltijd deeltijds deeltje deeltjes deen deens deense deep
        deepwater deer deerde def defect defecte defence defensie defensief defensieve definieert
        definieren definitie definitief definities definitieve deftig deftige degelijk degelijke
        degene degenen degradatie degraderen dei deil dein deinen deinze deja dek dekbed deken
        dekens dekentje dekken dekker dekkers dekking dekmantel deksel dekt del delden dele
        delegatie delen delf delfland delfshaven delft delfts delftse delfzijl delhaize delhi
        delicate delicatesse delict delicten delig delige delivery dell della deloitte delphine
        delta deltawerken deluxe dem demand dementie demi demian demo democraat democracy
        democraten democratic democratie democratisch democratische demografische demon demonen
        demonstranten demonstratie demonstraties demonstreren dempen den dender dendermonde dendert
        denekamp denemarken denen denier denis denise denk denkbaar denkbare denkbeelden
        denkbeeldige denken denkend denkende denker denkers denkkracht denkt denktank denkwijze
        denn dennen dennenboom dennis denny dens dente denver deo deodorant deon departement
        departementen department deportatie depot depressie depressief depressies depressieve
        deprimerend deputy der derby derde derden dere derek deren dergelijk dergelijke dergelijks
        derhalve derivaten derk derks derksen dermate derrick dertien dertiende dertienjarige
        dertig dertiger des desalniettemin desbetreffende description desde dese desert desi design
        designer designs desire desiree desk desktop deskundig deskundige deskundigen deskundigheid
        desmet desmond desnoods desondanks dessert destijds destiny destructieve det detail
        detailhandel details detecteren detective detectives detector detentie detox detroit deug
        deugd deugdelijk deugdelijke deugden deugt deuk deuntje deur deurbel deuren deurmat deurne
        deurwaarder deus deutsche deutschland deux dev developer developers development deventer
        device devices deviezen devil devon dewelke dewey dex dexter deze dezelfde dezen dezer dga
        dhabi dhc dhl dhr dia diabeet diabetes diablo diagnose diagnoses diagnostiek diagonaal
        diagram diaken dial dialect dialecten dialogen dialoog dialyseapparaat diamant diamanten
        diameter diameters diamond dian diana diane diarree diary dias diaspora diaz dibbets dicht
        dichtbij dichte dichten dichter dichterbij dichters dichtheid dichtslibde dichtst
        dichtstbijzijnde dichttrekken dick dickens dickie dictator dictatoriale dictators dictatuur
        did diderik didi didier die diederick diederik dieet dief diefstal diefstallen diegene
        diegenen diego diek diekman diekstra diem diemen dien dienaar dienaren dienblad diende
        dienden diender dienen diens dienst dienstdoende dienste diensten dienstmeid dienstmeisje
        dienstplicht dienstregeling diensttijd dienstverband dienstverlener dienstverlening dient
        diep diepe diepen dieper diepere diepgaand diepgaande diepgang diepste diepte dieptepunt
        diepvries dier dierbaar dierbare dierbaren dieren dierenarts dierenbescherming
        dierenmishandeling dierenpark dierentuin dierentuinen dierenwelzijn dierenwinkel diergaarde
        dierick dierlijk dierlijke diermen dierproeven diersoort diersoorten diertje diertjes dies
        diesel diessen diest diet dieten dieter dietist diets dieu dieven diever diezelfde
        different dig digid digitaal digital digitale digitalisering dijbeen dijbenen dijck dijen
        dijk dijke dijken dijkgraaf dijkman dijks dijksma dijkstal dijkstra dijkstraat dik dikke
        dikker dikkere dikkie dikkop dikkopje dikkopjes diks diksmuide dikste dikte dikwijls
        dilbeek dildo dilemma dillon dimensie dimensies dimitri dimmen dimmer din dina dinant diner
        dineren ding dingen dinges dingetje dingetjes dink dinner dino dinosauriers dinosaurus
        dinsdag dinsdagavond dinsdagmiddag dinsdagmorgen dinsdagochtend dio dion dios dip diploma
        diplomaat diplomaten diplomatie diplomatiek diplomatieke dippen dipper dir dirck dire
        direct directe directeur directeuren directie direction director directoraat directory
        directrice dirigent dirk dirks dirkx dirt dirty dis disaster disc discipelen discipline
        disciplines disco discotheek discovery discreet discrete discretie discriminatie
        discrimineren discriminerende discs discussie discussieren discussies disease dish disk
        diskjockey diskrediet disks disney disneyland display dispuut diss dissen dist distributeur
        distributie district districten dit ditmaal dito dits ditte ditzelfde div diva divan divers
        diverse diversen diversiteit dividend divisie divisies division dixie dixon diy django
        djibouti djoser dlc dmitri dmv dna dnb dns dobbelsteen dobbelstenen dobber doc docent
        docente docenten doch dochter dochteronderneming dochters dochtertje dock docter doctor
        doctrine document documentaire documentaires documentatie documenten documenteren dode
        dodelijk dodelijke dodelijkste doden dodental dodge dodgers dodo dodoens doe doeboek
        doedens doei doek doeken doekje doekjes doel doelbewust doeleinden doelen doelgericht
        doelgroep doelgroepen doelloos doelman doelmatigheid doelpunt doelpunten doelsaldo
        doelstelling doelstellingen doelt doeltreffend doeltreffende doelwit doen doende does
        doesburg doet doetinchem dog doge dogma dogs doha doing dojo dok doken dokken dokkum dokter
        dokters doktor doktoro dol dolblij dolby dolce dolder dolf dolfijn dolfijnen dolgelukkig
        dolgraag dolk doll dollar dollars dolle dollen dolly dolores dolph dolt dom domain dombo
        domburg dome domein domeinen domeinnaam domeinnamen domheid domien dominant dominante
        dominantie dominee domineert domineren dominic dominicaanse dominicus dominion dominique
        domino domme dommel dommer domste domweg don donald donaldson donateur donateurs donatie
        donaties donau donde donder donderberg donderdag donderdagavond donderdagmiddag
        donderdagochtend donders dondersteen dondert done doneert doneren donetsk dong donge dongen
        donk donker donkerblauw donkerblauwe donkerbruin donkerder donkere donkergroen donkey donna
        donne donner donnie donny donor donoren donovan dons donut donuts doo dood doodde doodden
        dooden doodeng doodgaan doodgeboren doodgegaan doodgereden doodgeschoten doodgeslagen
        doodlopende doodmoe doods doodsbang doodsbedreigingen doodschieten doodschoot doodslag
        doodsoorzaak doodstraf doodt doodvonnis doodziek doodzonde doof doofpot dooft dooie dook
        doolhof doom doop door doorboord doorbraak doorbracht doorbreekt doorbreken doorbrengen
        doorbrengt doorbroken doordacht doordachte doordat doordeweeks doordeweekse doordrenkt
        doordringen dooreen dooren doorgaan doorgaande doorgaans doorgaat doorgang doorgebracht
        doorgebroken doorgedrongen doorgeeft doorgegaan doorgegeven doorgelicht doorgemaakt
        doorgenomen doorgereden doorgestuurd doorgetrokken doorgeven doorgevoerd doorgezet doorging
        doorgronden doorhebben doorheen doorkomen doorkruisen doorkruist doorloopt doorlopen
        doorlopend doorlopende doormaakt doormaken doormidden doorn doornemen doornen doorns
        doorreis doorrijden doors doorslag doorslaggevend doorsnede doorsnee doorsnijden doorstaan
        doorstart doorstroming doorstroom doorsturen doortrekken doorvoeren doorweekt doorwerken
        doorzetten doorzettingsvermogen doorzichtig doorzichtige doorzien doorzocht doorzoeken doos
        doosje dop dope dopen doper doping doppen dor dora dordogne dordrecht dordt dordtse dorens
        dorian doris dorothy dorp dorpelingen dorpen dorpje dorpjes dorpsbewoners dorpshuis
        dorpskern dorpsplein dorpsraad dorpsstraat dorst dorstig dort dortmund dos dosering doses
        dosis dossier dossiers dot douane double douche douchen douches doug douglas douw douwe
        dove doven dover dow down download downloaden downloads downs downtown doyen doyle dozen
        dozijn dpi dr draad draadje draadjes draadloos draadloze draag draagbaar draagbare
        draagkracht draagt draagvlak draai draaiboek draaide draaiden draaien draaiend draaiende
        draaiing draait draak drachten drachtig dracula draden draft drag dragen dragende drager
        dragers dragon dragons drain drais draisine drake draken drama dramatisch dramatische
        drammen drang drank dranken drankje drankjes drastisch drastische dre dream dreams drebbel
        drebbels drechtsteden dreef drei dreigde dreigden dreigement dreigementen dreigen dreigend
        dreigende dreiging dreigingen dreigt drempel drempels drenthe drents drentse dresden dress
        dressuur dreumel dreun dreven drew drexel dribbel drie driebergen driedaagse
        driedimensionaal drieduizend drieen drieentwintig driehoek driehoekige driehoeksnevel
        driehonderd driek driekwart driel drielandenpunt drieluik driemaal dries driessen drietal
        drietjes drievoudig drievoudige drift driften drijft drijfveer drijfveren drijven drijvend
        drijvende dril drill drin dringen dringend dringende dringt drink drinken drinker drinkt
        drinkwater drion drip drive driver drivers driving drm droeg droegen droevig droevige droge
        drogen droger drogere droging drogist drol dromen dromer dromers drommel drommen drone
        drones drong drongen dronk dronken dronkenschap dronten droog droogt droogte droogvalt
        droom droomde droomhuis droomt drop dropbox droppen drosera drost drovers drs drug drugs
        drugsdealer drugsgebruik drugshandel druif druipt druiven druk drukinkt drukke drukken
        drukker drukkere drukkerij drukkers drukknoop drukknop drukkunst drukpers drukpersen
        drukste drukt drukte drukwerk drum drummen drummer drummers drums drumstel drunen druppel
        druppelen druppels druten dry dsm dual duarte dubai dubbel dubbele dubbelganger dubbelspel
        dubbeltje dubieuze dublin dubois ducati duck ducky dude due duel duels duet duff duffel
        duid duidelijk duidelijke duidelijker duidelijkheid duiden duidend duiding duidt duif
        duifje duifjes duigen duijn duik duikboot duiken duiker duikers duikt duim duimen duimpje
        duin duinen duinrell duister duistere duisternis duit duiten duits duitse duitser duitsers
        duitsland duivel duiveland duivels duivelse duiven duivendrecht duizel duizelig
        duizeligheid duizelt duizend duizende duizenden duizendpoot duizendste duke dulden dumoulin
        dump dumpen dun duncan dunk dunlop dunn dunne dunnen dunner duo dupe duplicatie dupliceren
        dupont duran durban dure duren durend durende durf durfde durft during durk duro durven dus
        dusdanig dusk dusseldorf dussen dust duster dustin dusver dutch dutje duty duur duurde
        duurden duurder duurdere duurste duurstede duurt duurzaam duurzaamheid duurzame duurzamer
        duvel duw duwde duwen duwt duwtje duyn dvb dvd dwaal dwaas dwalen dwang dwangarbeid dwars
        dwarsbomen dwaze dwazen dweilen dwerg dwergen dwergplaneet dwergplaneten dwergstruik dwight
        dwingeloo dwingen dwingt dwong dwongen dying dylan dynamic dynamics dynamiek dynamisch
        dynamische dynamo dynastie dyslexie dyson eagle eagles eames ean ear earl early ears earth
        east easter eastern eastwood easy eat eater eaton eau eb ebay eben ebert ebola ebony ebook
        ebrahim ecb echo echt echte echter echtgenoot echtgenote echtgenoten echtgenotes echtheid
        echtpaar echtscheiding eck eco ecologie ecologisch ecologische economen economic economics
        economie economieen economisch economische economist economy econoom ecosysteem ecosystemen
        ecuador edam edammer edamse eddie eddy ede edel edele edelen edelman edelsteen edelstenen
        eden eder edgar edge edinburgh edison edit edith editie edities edition editor edmond
        edmonds edmund edmunds edna edo edsger eduard eduardo educatie educatief educatieve
        education edward edwards edwin edwina eed eeen eeg eega eekhoorn eekhoorns eeklo eelco
        eelde eem eemnes een eend eenden eender eendje eendracht eenduidig eene eenen eenheden
        eenheid eenhoorn eenieder eenmaal eenmalig eenmalige eenpersoons eens eensgezind eentje
        eenvandaag eenvoud eenvoudig eenvoudige eenvoudiger eenvoudigste eenvoudigweg eenwording
        eenzaam eenzaamheid eenzame eenzelfde eenzijdig eenzijdige eer eerbetoon eerbied eerde
        eerden eerder eerdere eergisteren eerlijk eerlijke eerlijker eerlijkheid eersel eerst
        eerste eerstejaars eersteklas eersten eerstvolgende eert eervol eervolle eet eetbaar
        eetbare eetcafe eetkamer eetlust eettafel eetzaal eeuw eeuwen eeuwenlang eeuwenoud
        eeuwenoude eeuwig eeuwige eeuwigheid eeuws eeuwse eff effe effect effecten effectief
        effectieve effectiever effectiviteit effects effen effenaar efficiency efficient efficiente
        efficienter efficientere efficientie efteling egbert egberts egel egels egen egg egmond ego
        egoisme egoistisch egoistische egypt egypte egyptenaren egyptisch egyptische ehbo ehm
        eibergen eieren eierland eierschaal eifel eiffeltoren eigelijk eigen eigenaar eigenaardig
        eigenaardige eigenaars eigenaarschap eigenaren eigenaresse eigenbelang eigendom eigendommen
        eigendomsrechten eigene eigenhandig eigenlijk eigenlijke eigenschap eigenschappen
        eigentijdse eigenwaarde eigenwijs eigenwijze eigenzinnige eiger eight eijden eijk eijkman
        eijsden eik eikel eikelboom eikels eiken eikenboom eiland eilanden eilandengroep eilandje
        eilandjes eileen ein eind eindbestemming einddatum einddoel einde eindelijk eindeloos
        eindeloze eindexamen eindhoven eindhovens eindhovense eindig eindigde eindigden eindigen
        eindigt eindje eindjes eindpunt eindresultaat eindronde eindspel eindstand eindstreep
        eindtijd eindzege einer einstein einsteins einthoven eintracht eis eise eisen eiser eisers
        eisinga eist eiste eisten eitje eitjes eiwit eiwitten ekeren ekkel ekster eksters elaine
        elam elan eland elanden elastisch elastische elbert elburg elder elders eleanor election
        elections electra electric electriciteit electrische electro electron electronic
        electronica electronics elegant elegante elektor elektr elektra elektricien elektriciteit
        elektriciteitscentrale elektriciteitsdraden elektriciteitsnet elektrificatie elektrisch
        elektrische elektro elektrocardiogram elektrode elektroden elektrodes elektrolyt
        elektrolyten elektromagnetische elektromotor elektron elektronen elektronenmicroscoop
        elektronica elektronisch elektronische elektrotechniek element elementaire elementen elen
        elena elephant elf elfde elfen elfstedentocht elft elftal elftallen eli elia elias
        elimineren eline eliot elis elisa elisabeth elisabethsvloed elise elitaire elite eliza
        elizabeth elk elka elkaar elkaars elke ella elle ellebogen elleboog ellen ellende ellendig
        ellendige ellie elliot elliott ellipsen ellis elly elmer elro els elsa else elsevier elsloo
        elst elster elten elton elven elvin elvis email emailadres emails emancipatie embargo ember
        embleem embryo emden emerald emergency emerson emiel emigranten emigratie emigreren emil
        emile emilia emilie emilio emily eminem emir emiraat emiraten emirates emissie emma
        emmanuel emmeloord emmen emmer emmers emmy emo emotie emoties emotioneel emotionele
        empathie empire empirisch empowerment ems emulator en enceladus enclave encryptie
        encyclopedia encyclopedie encyclopedieen end ende endemische ender ending ene eneco enel
        enen energie energiebedrijf energiebesparing energiebron energieen energiek energieke
        energieleverancier energierekening energietransitie energieverbruik energon energy
        enerzijds enfin eng engagement enge engel engeland engelands engelen engels engelse
        engelsen engelsman engelstalig engelstalige engeltje engeltjes engie engine engineer
        engineering engineers england english enig enige enigen enigste enigszins enik enjoy enke
        enkel enkelband enkele enkelen enkeling enkels enkelvoudige enkhuizen enne enorm enorme
        enquete enrique enschede ensemble enter enterprise entertainer entertainment enthousiasme
        enthousiast enthousiaste enting entiteit entiteiten entourage entree entry entstof envelop
        enveloppe enveloppen environment environmental enz enzo enzovoort enzovoorts enzym enzymen
        eos epa epd epe epen epic epicentrum epidemie epilepsie epinefrine episch epische episode
        epstein equator equivalent er era eraan erachter eraf erasmus erbarmelijke erbij erboven
        erdogan erdoor erdoorheen ere erectie eredivisie eren erens erf erfelijk erfelijke
        erfelijkheidswetten erfenis erfgenaam erfgenamen erfgoed erfpacht erft erg erge ergens
        erger ergere ergeren ergernis ergert ergo ergometer ergs ergst ergste erheen eric erica
        erick erics ericsson erie erik erika eriks erin eris eritrea erkel erkend erkende erkennen
        erkenning erkent ermee ermelo erna ernaar ernaartoe ernaast ernest ernesto ernie ernst
        ernstig ernstige ernstiger ero erom eromheen eronder erop eropuit eros erosie erotiek
        erotisch erotische erover eroverheen erp error ers ertegen ertoe erts ertussen eruit
        eruitziet ervaar ervaart ervan ervaren ervaring ervaringen ervaringsdeskundige erven ervoor
        erwin erwt erwten erytrocyten esa esbjerg escalatie escape escaut esch escharen escobar
        escort escorte escorts espace espana esperanto esperanza espresso esprit essay essays essen
        essence essent essentie essentieel essentiele essex est establishment estafette estate
        estates esteban estelle ester esther esthetische estland estrella eta etage etages etalage
        etam etappe etappes etc etcetera eten etentje eter eters ethan ethanol ethel ether ethiek
        ethiopie ethiopisch ethiopische ethisch ethische etienne etiket etiketten etiquette etmaal
        etniciteit etnisch etnische ets etsen etten etter euclides euforie eugen eugene eugenie euh
        eupen eur eureka euri euro euromunten euronext europ europa europarlementarier europe
        europeaan european europeanen europees europese euros euroscoop eurovisie
        eurovisiesongfestival eurozone euthanasie euwe eva evacuatie evacueren evaluatie evaluaties
        evalueren evan evangelie evangelische evans eve evelien evelyn even evenaar evenaart
        evenals evenaren eveneens evenement evenementen evengoed evenmin evenredig event eventing
        eventjes events eventueel eventuele evenveel evenwel evenwicht evenwichtige evenwijdig
        evenzeer ever everest everett evers evert everton every everything evi evidence evident
        evil evo evolueert evolueren evolutie evolution evolutionaire evt evy ewald exact exacte
        exam examen examens excel excellent excellente excellentie excelsior excentrieke exchange
        excl exclusief exclusieve exclusive excursie excursies excuses excuus executeren executie
        executies executive exemplaar exemplaren exen exhibition exit exodus exotisch exotische
        expansie expats expeditie expedition experience experiment experimenteel experimentele
        experimenten experimenteren expert experten expertise experts expliciet expliciete
        explodeerde explodeert exploderen exploitant exploitatie exploiteren explore explorer
        explorers explosie explosief explosies explosieve explosieven explosion expo export
        exporteren expose expositie exposities expres express expressie extase extensie exterieur
        extern externe extra extraatje extravagante extreem extreemrechtse extreme extremen
        extremisme extremisten extremistische eye eyeliner eyes ezel ezels ezra faal faalde faalt
        faam faas fabel fabels faber fabian fabio fabiola fabrica fabricage fabriek fabrieken
        fabrikant fabrikanten fabulous facade face facebook facebookgroep facebookpagina facelift
        facetten facilitair faciliteit faciliteiten faciliteren facility fact facto factor factoren
        factory facts facturen factuur faculteit fade fagan fagnes fahrenheit failliet failliete
        faillissement faillissementen fair faire fairtrade faith fake fakkel falco falcon falen
        falende fall falling fallon falls false fam fame familiale familie familiebedrijf
        familieleden familielid familienaam families family famous fan fanatiek fanatieke fanatisme
        fanclub fancy fanfare fanny fans fantaseren fantasie fantasieen fantastic fantastisch
        fantastische fantasy far farao farc farce fare fargo farm farmaceutische farmer farrell
        farrow fars fart fascinatie fascinerend fascinerende fascisme fascist fascisten
        fascistische fase fasen fases fashion faso fast fastfood fat fataal fatale father fathers
        fatima fatsoen fatsoenlijk fatsoenlijke fauna favoriet favoriete favorieten favorite fax
        fay faye fbi fda fe fear fearless feat feather feature features feb februari february fed
        federaal federal federale federatie federation federer fedex fee feed feedback feel feeling
        feelings feest feestdag feestdagen feestelijk feestelijke feestelijkheden feesten feestje
        feestjes feestvieren feet fei feijenoord feike feil feilloos feit feite feitelijk
        feitelijke feiten feitje feitjes fel felder felicia felicitaties feliciteert feliciteren
        felipe felix felle feller fellow female feminisme feminist feministe feministen
        feministische femke femme femur fender fenerbahce feng fenn fenomeen fenomenaal fenomenale
        fenomenen fenster fenton fer ferd ferdinand ferenc fergie ferguson ferme fernandez fernando
        ferrari ferrie ferry fest festen fester festijn festival festivals festiviteiten fever
        feyenoord fez fff fi fia fiasco fiat fiche fictie fictief fictieve fiction fidel field
        fields fien fientje fier fiesta fiet fiets fietsbel fietsen fietsend fietsende
        fietsenstalling fietser fietsers fietsje fietsjes fietspad fietspaden fietsroute fietst
        fietste fietsten fietstocht fifa fifi fifteen fifth fifty fight fighter figo figuranten
        figuren figuur figuurlijk fiji fijn fijne fijner fijnste fijnstof fijntjes fik fikkie fikse
        fiksen filantroop file files filiaal filialen filip filipijnen filipijnse filips film
        filmde filmen filmfestival filmmaker filmmakers filmpje filmpjes filmregisseur films
        filmster filmt filosofen filosofie filosofisch filosofische filosoof filter filteren
        filters fin finaal final finale finales finalist finalisten finance financial financieel
        financiele financien financier financieren financiering financiert finch find finding fine
        finger fingers finish finland finn finnen fins finse fiona fiorentina fire firefox firewall
        firma firmware first fiscaal fiscale fischer fiscus fish fisher fisk fist fit fitch fitness
        fits fitte fitter fitzgerald five fix fjorden fjordenpaard flag flair flame flamenco
        flamingo flanders flank flanken flansen flappen flappentap flarden flash flashback flat
        flatgebouw flats flaubert flauw flauwe flauwekul flauwgevallen flauwvallen fleet fleischer
        fleming fles flesje flesjes flessen fletcher flets fletse fleur flevoland flex flexibel
        flexibele flexibiliteit flexwerkers flickr flight flikken flikker flikt flink flinke flint
        flip flippen flipper flippers flirt flirten flits flitsen flitsende flitser flo flood floor
        floot flop floppen flora florence florent flores florian florida floris flow flower flowers
        floyd fluisteren fluistert fluit fluiten fluitje fluke fluoride fluwelen fly flyer flyers
        flying flynn fm fnv fobie focus focussen focust foetus fohn fok fokke fokken fokker
        fokstations folder folders foley folie folk folklore folle follow fond fonds fondsen
        fondsenwerving fong fons font fontanellen fontein fonteinen fontys food fooi foon foor foot
        football for fora forbes force forceren forces ford foreign forel forens forensisch
        forensische forest forever forget form forma formaat formal format formaten formatie
        formeel formele formule formuleren formulering formules formulier formulieren fornuis
        forrest fors forse fort forte forten fortis fortuin fortuna fortune fortuyn forum forums
        forward forza fosfaat fosfor fosse fossey fossiel fossiele fossielen foster foto fotoalbum
        fotoboek fotograaf fotografe fotografeerde fotografen fotograferen fotografie fotografische
        fotomodel foton fotoreportage fotos fotoserie fotosessie fotoshoot fotosynthese fototoestel
        fotoverslag fouilleren found foundation four fourth fout foute fouten foutief foutieve
        foutje foutjes foutloos foutmelding fowler fox foyer foyle fraai fraaie fractie
        fractieleider fracties fractievoorzitter fragiele fragment fragmenten frambozen frame
        frames framework fran franc franca francais francaise france frances francesca francesco
        franche franchise francien francina francine francis francisca francisco franciscus franck
        francken francky franco francois francoise francs franeker franje franjes frank franka
        franke frankel franken frankenstein frankfurt frankie franklin franko frankrijk franks
        franky frans franse fransen fransman franssen franstalig franstalige franz fraser fratsen
        frau fraude freak freaks fred freda freddie freddy frederic frederica frederick fredericks
        frederico frederieke frederik frederika frederiks fredo fredrik free freed freedom freek
        freelance freelancer freelancers freeman freestyle frei fremont french frenk frequent
        frequente frequentie frequenties fresco fresh fret frets fretten freud frey freya frezen
        friday frie fried friedrich friend friendly friends fries friese friesland friet frieten
        frietje frietjes friezen frigo frimout fringe fris frisch frisdrank frisjes friso frisse
        frissen frist frites frits frituren frituur frituurpan frituurvet fritz frode froger from
        frons front frontaal frontale fronten frontier frontlinie frontman froome frost frozen
        fruit fruitig frustratie frustraties frustrerend fry fryslan fte ftp fuck fucking fuentes
        fuhrer fuif fuji fukushima full fuller fulltime fun functie functieomschrijving functies
        functionaliteit functionaris functionarissen functioneel functioneert functionele
        functioneren functionerende fund funda fundament fundamenteel fundamentele fundamenten
        fundering fung fungeert fungeren fungi funk funky funny fur furie furious fury fuseren
        fusie fusies fusion futon future futures futuristische fuzz fysica fysiek fysieke fysio
        fysiologie fysiotherapeut fysiotherapie fysische gaaf gaag gaal gaan gaande gaandeweg gaar
        gaarne gaas gaat gaatje gaatjes gabon gabriel gabriela gabrielle gaby gade gadget gadgets
        gaf gaga gagarin gagarine gaia gaius gal gala galactica galactische galan galapagos
        galatasaray galaxy gale galei galen galenus galerie galerij galerijen galg galicie galilea
        galilei galileo galindo gall gallagher galle gallen gallery gallie gallier gallo gals
        galstenen gambia game gamen gameplay gamer gamers games gaming gamma gandalf gandhi gane
        gang gangbaar gangbang gangbare gangen gangetje gangster gangsters gans ganse gantoise
        ganymede ganymedes ganzen ganzenbord gao gap garage garandeert garanderen garant garantie
        garanties garcia garde garden gardens garderobe gardiner gardner gare garen garens gareth
        garfield garmin garnalen garnier garnizoen garrett garrison garth garvey gary gas gaspedaal
        gaspeldoorn gasselte gassen gast gastarbeiders gastel gasten gastheer gastheren gasthuis
        gastland gaston gastouder gastronomie gastvrij gastvrije gastvrijheid gastvrouw gasvelden
        gaswinning gat gate gaten gates gateway gathering gauw gave gaven gavin gawain gay gaza
        gazastrook gazelle gazet gazette gazon gea geaard geaardheid geabsorbeerd geaccepteerd
        geaccepteerde geacht geachte geactiveerd geadopteerd geadopteerde geadviseerd gealarmeerd
        geallieerde geallieerden geamuseerd geanalyseerd geanimeerde geannuleerd geantwoord gear
        gearchiveerd gearresteerd gearriveerd geassisteerd geassocieerd geautomatiseerd geavanceerd
        geavanceerde geb gebaar gebaat gebak gebakken gebaren gebarentaal gebaseerd gebaseerde
        gebed gebeden gebeld gebergte gebeten gebeurd gebeurde gebeurden gebeuren gebeurt
        gebeurtenis gebeurtenissen gebied gebieden gebit geblazen gebleken geblesseerd geblesseerde
        gebleven geblinddoekt geblokkeerd geblokkeerde gebod geboden geboeid geboekt gebogen
        gebombardeerd gebonden geboord geboorte geboortedag geboortedatum geboortedorp geboortejaar
        geboortekaartje geboortekaartjes geboorteland geboorteplaats geboortestad geboren geborgen
        gebouw gebouwd gebouwde gebouwen gebr gebracht gebraden gebrand gebrek gebreken gebrekkig
        gebrekkige gebroeders gebroken gebrouwen gebruik gebruikelijk gebruikelijke gebruiken
        gebruiker gebruikers gebruikersnaam gebruikgemaakt gebruikmaakt gebruikmaken
        gebruiksvoorwaarden gebruikt gebruikte gebruikten gebukt gebundeld gecastreerd
        gecertificeerd gecharmeerd gecheckt geciteerd geclassificeerd gecodeerd gecombineerd
        gecombineerde gecommuniceerd gecompenseerd gecompliceerd gecompliceerde gecomponeerd
        geconcentreerd geconcludeerd gecondoleerd geconfronteerd geconstateerd geconsumeerd
        gecontroleerd gecontroleerde gecoordineerd gecoordineerde gecorrigeerd gecreeerd gecreeerde
        gecremeerd ged gedaagde gedaagden gedaald gedaan gedaante gedacht gedachte gedachtegoed
        gedachten gedachtes gedag gedagvaard gedanst gedateerd gedecoreerd gedeeld gedeelde
        gedeelte gedeeltelijk gedeeltelijke gedeelten gedeeltes gedefinieerd gedefinieerde gedegen
        gedegradeerd gedekt gedemonstreerd gedempt gedenken gedenkplaat gedenkteken gedeporteerd
        gedeputeerde gedetailleerd gedetailleerde gedetecteerd gedetineerde gedetineerden gedicht
        gedichten gediend gedijen geding gediscrimineerd gediscussieerd gediskwalificeerd
        gedocumenteerd gedocumenteerde gedoe gedoemd gedoken gedomineerd gedonder gedoneerd gedood
        gedoopt gedoucht gedownload gedraag gedraagt gedraaid gedrag gedragen gedragingen
        gedragscode gedrang gedreigd gedreven gedroeg gedronken gedroogd gedroogde gedroomd gedropt
        gedrukt gedrukte geducht geduld geduldig gedumpt gedurende gedurfd geduurd geduwd gedwongen
        gee geeerd geef geeft geeindigd geeist geel geelektrocuteerd geelimineerd geels geen geens
        geenszins geer geerfd geergerd geert geertje geertruida geertruidenberg geerts geest
        geestelijk geestelijke geestelijken geesten geestig geeuw geevacueerd geevalueerd
        geevolueerd geexecuteerd geexperimenteerd geexporteerd gefaald gefabriceerd gefascineerd
        gefeest gefeliciteerd geffen gefietst gefilmd gefilterd gefinancierd gefixeerd geflikt
        gefocust gefokt geforceerd geformuleerd gefotografeerd gefrituurde gefrustreerd gegaan
        gegarandeerd gegenereerd gegeten gegeven gegevens gegijzeld gegil gegokt gegooid gegoten
        gegraveerd gegraven gegrepen gegroeid gegronde gegund gehaakte gehaald gehaast gehaaste
        gehaat gehackt gehad gehakt gehalte gehalveerd gehandeld gehandhaafd gehandicapt
        gehandicapte gehandicapten gehandicaptenzorg gehangen gehannes gehanteerd gehanteerde
        gehard gehate gehecht geheel geheim geheime geheimen geheimhouding geheimpje geheimzinnig
        geheimzinnige gehele gehersenspoeld gehesen geheten geheugen geheugenverlies geheven
        gehinderd geholpen gehoopt gehoor gehoord gehoorzaam gehoorzaamheid gehoorzaamt gehoorzamen
        gehore gehouden gehucht gehuild gehuisvest gehuld gehuldigd gehuurd gehuurde gehuwd
        geidentificeerd geidentificeerde geiger geil geile geiler geillustreerd geillustreerde
        geilste geimplementeerd geimporteerd geimporteerde geimproviseerde gein geinfecteerd
        geinfecteerde geinformeerd geinjecteerd geinspireerd geinspireerde geinstalleerd
        geintegreerd geintegreerde geinteresseerd geinteresseerde geinteresseerden geinterpreteerd
        geinterviewd geintimideerd geintje geintroduceerd geinvesteerd geirriteerd geiser geisers
        geisha geisoleerd geisoleerde geit geiten geitenkaas geitje geitjes gejaagd gejammer gejat
        gejuich gejuicht gek gekaapt gekaapte gekant gekapt gekeerd gekeken gekend gekende
        gekenmerkt gekeurd gekke gekken gekkenhuis gekker gekko geklaagd geklaard geklede gekleed
        gekleurd gekleurde geklikt geklommen geklopt geknakt geknipt geknoeid gekocht gekochte
        gekoeld gekomen gekookt gekookte gekopieerd gekoppeld gekoppelde gekost gekozen gekraakt
        gekraakte gekregen gekrompen gekroond gekropen gekruide gekruist geks gekste gekte gekund
        gekust gekwalificeerd gekwalificeerde gekweekt gekwetst gel gelaat gelach gelachen geladen
        gelakt gelanceerd geland gelast gelaten gelatine geld geldautomaat geldautomaten geldbedrag
        gelden geldende gelder gelderland geldermalsen gelders gelderse geldig geldige geldigheid
        geldrop geldstroom geldt gele geleden gelederen geleefd geleen geleend geleerd geleerde
        geleerden gelegd gelegen gelegenheden gelegenheid geleid geleide geleidelijk geleidelijke
        geleider geleidt gelekt gelekte gelet geleverd geleverde gelezen gelicht gelieerd gelieerde
        geliefd geliefde geliefden gelieve gelijk gelijkaardig gelijkaardige gelijke gelijken
        gelijkenis gelijkenissen gelijkheid gelijkmaker gelijkmatig gelijkmatige gelijknamig
        gelijknamige gelijkspel gelijkstroom gelijktijdig gelijkvloers gelijkwaardig gelijkwaardige
        gelijkwaardigheid gelikt gelimiteerde gelinkt gelogen gelokaliseerd gelokt geloof geloofd
        geloofde geloofden geloofsgemeenschap gelooft geloofwaardig geloofwaardige
        geloofwaardigheid gelopen gelost geloven gelovig gelovige gelovigen gelre gels gelucht
        geluid geluiden geluidsdrager geluidsoverlast geluidstrillingen geluisterd geluk gelukkig
        gelukkige gelukkigen gelukkiger gelukkigste gelukt gelukwensen gelul geluncht geluwe gem
        gemaaid gemaakt gemaakte gemaal gemaild gemak gemakkelijk gemakkelijke gemakkelijker
        gemalen gemanipuleerd gemanipuleerde gemarkeerd gemarteld gemaskerde gematigd gematigde
        gember gemeen gemeend gemeenschap gemeenschappelijk gemeenschappelijke gemeenschappen
        gemeente gemeentebelangen gemeentebestuur gemeentehuis gemeentelijk gemeentelijke gemeenten
        gemeenteraad gemeenteraadslid gemeenteraadsverkiezingen gemeenteraden gemeentes
        gemeentesecretaris gemeld gemelde gemene gemenebest gemener gemengd gemengde gemerkt gemert
        gemeten gemiddeld gemiddelde gemini gemis gemist gemiste gemixt gemma gemobiliseerd
        gemoderniseerd gemoed gemoederen gemoedstoestand gemoeid gemogen gemonteerd gemotiveerd
        gemotiveerde gemotoriseerde gemunt gen genaaid genaamd genaamde genade genadeloos genant
        gender gendt gene genealogie genee geneer genees geneeskunde geneeskundige geneesmiddel
        geneesmiddelen geneest genegeerd genegen genegenheid geneigd genemuiden genen generaal
        generaals general generale generatie generaties generation generator generatoren genereer
        genereert generen genereren genesis genetica genetisch genetische geneukt geneva geneve
        genever genezen genezer genezers genezing geniaal geniale genialiteit genie geniet genieten
        genitale genius genk gennep genocide genodigden genoeg genoegdoening genoegen genoemd
        genoemde genomen genomineerd genomineerde genomineerden genoodzaakt genoot genootschap
        genot genoteerd genoten genre genres gent gente gentleman gentse genua genummerd genus geo
        geobsedeerd geoefend geoff geofferd geoffrey geografie geografisch geografische geographic
        geologische geometrische geoogst geoordeeld geoorloofd geopend geopende geopereerd
        geopolitieke geopperd geordend georg georganiseerd georganiseerde george georges georgetown
        georgi georgia georgie georgiers georgina georgio georgisch georgische georienteerd
        georienteerde gepaard gepakt gepantserde geparkeerd geparkeerde gepasseerd gepassioneerd
        gepassioneerde gepast gepaste gepelde gepensioneerd gepensioneerde gepensioneerden
        gepersonaliseerd geperst gepest gepiept gepijpt gepikt geplaagd geplaatst geplaatste
        geplakt gepland geplande geplant gepleegd gepleit geplukt geplunderd gepoetst gepompt
        gepoogd gepositioneerd gepost gepraat gepredikt gepresenteerd gepresteerd geprezen geprikt
        geprint geprobeerd geproduceerd geproduceerde geproefd geprogrammeerd geprojecteerd
        gepromoot gepromoveerd gepubliceerd gepubliceerde ger geraadpleegd geraak geraakt geraakte
        geraakten geraamd geraamde geraamte geraapt geraardsbergen geraden gerais geraken gerald
        geramd gerangschikt gerapporteerd gerard gerarda gerardo gerards gerardus geraspte gerben
        gerda gereageerd gerealiseerd gerecht gerechtelijk gerechtelijke gerechten gerechtigheid
        gerechtsgebouw gerechtshof gerechtvaardigd gerecycled gered gereden gereduceerd gereed
        gereedschap gereedschappen gereformeerde geregeerd geregeld geregend geregisseerd
        geregisseerde geregistreerd geregistreerde gereguleerd gereinigd gereisd gerekend
        gerekruteerd gerelateerd gerelateerde gerend gerenommeerde gerenoveerd gerenoveerde
        gerepareerd gereserveerd gerespecteerd gerespecteerde gerestaureerd gerestaureerde
        geresulteerd geretweet gerhard gerhardus gericht gerichte gerichter gering geringe gerkens
        germaanse germain german germany geroepen geroerd gerold gerommel geroofd gerookt gerookte
        geroosterd geroosterde gerrard gerrie gerrit gerritsen gerry gers gerst gert gerucht
        geruchten geruild geruimd geruime gerukt gerund gerust geruststellend geruzie gervais
        gerwen gescand geschaad geschapen geschat geschatte gescheiden geschenk geschenken
        gescheurd gescheurde geschied geschiedde geschieden geschiedenis geschiedenisboeken
        geschiedt geschikt geschikte geschil geschilderd geschilderde geschillen geschokt
        geschonden geschonken geschoolde geschopt geschoren geschorst geschoten geschoven geschrapt
        geschreeuw geschreven geschrift geschriften geschrokken geschud geschut gescoord gesel
        geselecteerd geselecteerde geserveerd gesignaleerd gesigneerd gesigneerde gesitueerd
        geslaagd geslaagde geslacht geslachten geslachtsklieren geslagen geslapen gesleept geslepen
        geslingerd gesloopt gesloten gesmeed gesmeerd gesmeten gesmolten gesneden gesneuveld
        gesorteerd gesp gespaard gespannen gespecialiseerd gespecialiseerde gespeculeerd gespeeld
        gespeelde gespeld gespierd gespierde gespleten gesplitst gespoeld gesponsord gesponsorde
        gespot gespoten gespreid gesprek gesprekje gesprekken gesproken gesprongen gespuis gestaag
        gestaakt gestaan gestabiliseerd gestage gestalte gestapo gestapt gestart gestarte
        gestationeerd gesteente gestegen gestel gesteld gestelde gestemd gesteund gesteunde
        gesticht gestikt gestimuleerd gestoeld gestoken gestolen gestoord gestoorde gestopt gestort
        gestorven gestoten gestraft gestrand gestrande gestreden gestreept gestreepte gestreken
        gestrekt gestrest gestructureerd gestudeerd gestuurd gesubsidieerd gesubsidieerde
        gesuggereerd gesuikerde get getagd getal getale getalenteerd getalenteerde getallen geteeld
        geteisterd getekend getekende geteld getest getij getijde getijden getijdengebied getik
        getikt getild getint getinte getipt getiteld getoetst getogen getolereerd getoond getoonde
        getraceerd getracht getraind getrainde getransformeerd getransporteerd getrapt
        getraumatiseerd getreden getreurd getroffen getrokken getrouwd getrouwde gets getting getto
        getuigden getuige getuigen getuigenis getuigenissen getuigt getver getweet getwijfeld geuit
        geul geulen geupload geur geuren geurstof geus gevaar gevaarlijk gevaarlijke gevaarlijker
        gevaarlijkste gevaarte gevaccineerd geval gevallen gevangen gevangene gevangenen
        gevangengenomen gevangengezet gevangenis gevangenissen gevangenisstraf gevangenschap
        gevaren gevarieerd gevarieerde gevat gevecht gevechten gevechtsvliegtuigen geveegd geveild
        gevel geveld gevels gevelsteen gevelstenen geven gever geverfd geverifieerd gevestigd
        gevestigde gevierd gevist gevleugelde gevlochten gevlogen gevlucht gevluchte gevochten
        gevoed gevoegd gevoel gevoeld gevoelens gevoelig gevoelige gevoeliger gevoeligheid
        gevoelloos gevoerd gevoetbald gevolg gevolgd gevolge gevolgen gevonden gevorderd gevorderde
        gevormd gevormde gevouwen gevraagd gevraagde gevreesd gevreesde gevuld gevulde gewaad
        gewaagd gewaagde gewaarborgd gewaardeerd gewaardeerde gewaarschuwd gewacht gewandeld
        gewapend gewapende gewas gewassen geweer geweerd geweest geweigerd gewekt geweld
        gewelddadig gewelddadige geweldig geweldige geweldloze gewend gewenst gewenste geweren
        gewerkt gewest gewesten geweten geweven gewezen gewicht gewichten gewichtig gewijd gewijde
        gewijzigd gewijzigde gewikkeld gewild gewilde gewin gewipt gewisseld gewist gewogen gewond
        gewonde gewonden gewone gewonnen gewoon gewoond gewoonlijk gewoonte gewoonten gewoontes
        gewoonweg geworden geworpen geworteld gewraakte gewricht gewrichten gezaagd gezaaid gezag
        gezaghebbende gezagvoerder gezakt gezamenlijk gezamenlijke gezang gezant gezegd gezegde
        gezegend gezegende gezegt gezeik gezellig gezellige gezelliger gezelligheid gezelligste
        gezelschap gezelschappen gezet gezeten gezette gezeur gezever gezicht gezichten gezichtje
        gezichts gezichtspunt gezichtsvermogen gezien gezin gezind gezindheid gezinnen gezinnetje
        gezinsleden gezocht gezochte gezoend gezogen gezond gezonde gezonden gezonder gezondheid
        gezondheidscentrum gezondheidsproblemen gezondheidstoestand gezondheidszorg gezongen
        gezonken gezorgd gezuiverd gezwicht gezwollen gezwommen gezworen ggd ggz ghana ghanees
        ghanese ghazi ghetto ghost ghosts ghz gian giang gianni giant giants gibbons gibbs
        gibraltar gibson gideon gids gidsen giel gien gier gieren gierig giesen giessen giessendam
        giet gieten gieter giethoorn gietijzeren gif gift giften giftig giftige giga gigantisch
        gigantische gigi gigolo gij gijs gijsbert gijzel gijzelaar gijzelaars gijzelen gijzeling
        gil gilbert gilde gilden giles gill gillen gillend gillende gilles gilliam gillian gillis
        gilly gilmore gilt gilze gin gina ging gingen ginger gino ginsberg giorgio giotto giovanni
        gips gira giraf giraffe giraffen girard girl girls giro gis gist gister gisteravond
        gisteren gisterenavond gistermiddag gitaar gitaren gitarist gitte give glaasje glad gladde
        gladder glade gladiator gladys glamour glans glanzen glanzend glanzende glas glasaaltjes
        glasgow glashelder glass glasvezel glazen glazuur gld glee gleed glen glenn gletscher
        gletsjer gletsjers gleuf glijbaan glijden glijdt glijmiddel glimlach glimlachen glimlacht
        glimlachte glimmende glimp glimworm glimwormen glimwormpje glippen glitter glitters globaal
        global globale globalisering globe gloed gloednieuw gloednieuwe gloeiende gloeilampen
        gloria glorie glorieuze glory glow glucose glue gluren gluten glutenvrij glynn gmail gmbh
        gmt goal goals goblins god goddelijk goddelijke goddeloze gode goden godfather godheid
        godin godinnen godiva gods godsamme godsdienst godsdiensten godsdienstige godslastering
        godsnaam godver godverdomme godzijdank goebbels goed goede goedemiddag goedemorgen goeden
        goedenacht goedenavond goedendag goederen goedgekeurd goedgekeurde goedheid goedkeuren
        goedkeuring goedkeurt goedkoop goedkoopste goedkope goedkoper goedkopere goedmaken goeds
        goedvinden goeie goeiemorgen goeree goeroe goeroes goes goesting goet goff gogh goh going
        goirle gok gokje gokken gold goldberg golden goldman golf golfbaan golfbanen golfclub
        golfen golfer golfers golflengte golfslag golfstroom goliath golven golvend gomez gone gong
        gonna gonzalez goochelaar good goodall goodbye goodman goodwill googelen google gooi gooide
        gooiden gooien gooise gooit goor goos goose goossens goot gootsteen goran gordel gorden
        gordijn gordijnen gordon gore goren gorge gorges gorilla gorinchem gort gospel gospelkoor
        gossip got goten gothic gotische gotta gottlieb goud gouda goude gouden goudmijn gouds
        goudse goudvis gould gouvernementele gouverneur gouw gouwe governance government gozer gps
        graad graaf graaff graafschap graaft graag graai graaien graait graal graan graat grabbel
        grace gracht grachten gracie gradatie grade graden gradient gradus graef graeme graf graff
        graffiti grafiek grafieken grafiet grafisch grafische grafsteen graftombe graham gram gramm
        grammatica gramme grammen grammer grammofoonplaat grammofoonplaten grammy gramsbergen gran
        granaat granada granaten grand grande grandes grandioos granen grange granger graniet
        granieten granite grant grap graphic graphics grapjas grapje grapjes grappen grappig
        grappige gras grasland grass grassen grasveld graten gratie gratis grauwe grave graven
        gravenhage gravenzande graves gravin gravitatie gray grazen grazie great greater greatest
        greek green greene greenpeace greenwich greep greet greg gregor gregory greiner greintje
        gren grenada grenadine grendel grens grensgebied grensovergang grensoverschrijdend
        grensoverschrijdende grenst grenzeloos grenzen grenzend grepen greta gretig grey grid griek
        grieken griekenland grieks griekse griend griep griet grieten grietje grietjes grieven
        griezelig griffier griffin griffith grijns grijp grijpen grijpt grijs grijze grijzen
        grijzer grill grillen grillig grimbergen grimm grimme grind grip gris groe groef groei
        groeide groeiden groeien groeiend groeiende groeihormoon groeit groen groene groenen
        groenendijk groener groeneveld groenland groenlinks groenlo groens groente groenten groep
        groepen groepering groeperingen groepje groepjes groepsfase groepsverkrachting groesbeek
        groet groeten groetjes groeve groeven grof groffe grofweg grohe grolsch grommen gron grond
        gronde gronden grondgebied grondig grondige grondlegger grondrechten grondslag grondstof
        grondstoffen grondwater grondwet grondwettelijk grondwettelijke groningen groningenveld
        groninger groningers gronings groningse groot grootbrengen groote grootgebracht groothandel
        grootheden grootheid grootmachten grootmoeder grootouders groots grootschalig grootschalige
        grootse grootsheid grootst grootste grootte grootvader gros gross grot grote groten
        grotendeels groter grotere grotten ground group grove grover grow grown grutte grutto
        gruwel gruwelijk gruwelijke gruwelijkheden gruyter gsm gta gti guadeloupe guangzhou guard
        guardian guatemala gucci guerrilla guess guest guggenheim guiana guide guido guillaume
        guinea guinee guinness guitar gul gulden guldens gulen gulf gulfstream gulle gulp gulpen
        gum gun gunnar gunnen gunning guns gunst gunste gunstig gunstige gunt gunther gupta gus
        gustav gustavo guster gut gutenberg guus guy guyana guyane guys gvb gwen gym gymnasium
        gymnastiek gymzaal gynaecoloog gyroscoop haag haaglanden haags haagse haai haaien haak
        haakjes haaks haaksbergen haakt haal haalbaar haalbaarheid haalbare haalde haalden haalt
        haan haar haard haaren haarkleur haarlem haarlemmer haarlemmermeer haarlemse haars haart
        haartjes haartsen haarzelf haas haast haasten haastig haat haatte habitat hack hacken
        hacker hackers had haddad hadden haden hades hadith hadley hadt haegens haemoglobine
        haflinger haft hag hagan hage hagedis hagedissen hagel hagelslag hagelsteentjes hagelstenen
        hagen hagens hager hagestein hago hague haha hahaha hahn hai haifa haiku hailey hair haiti
        hajo hak haken hakenkruis hakim hakken hakt hal hala halal halden halderberge hale halen
        hales haley half halfbroer halfjaar halfje halfrond halfuur halfweg hall halle halleluja
        hallen haller halley hallo halloween halls hallucinaties halo hals halsband halse halsema
        halsey halsslagader halst halsteren halswervels halt halte haltes halve halverwege ham
        hamas hamburg hamburger hamburgers hamburgse hamel hamer hamers hamert hamid hamilton
        hamlet hammen hammer hammond hampshire hampton hamster han hana hancock hand handbal
        handbereik handboeien handboek handdoek handdoeken handdruk hande handel handelaar
        handelaars handelaren handelde handelen handeling handelingen handels handelsblad
        handelsgekte handelsmerk handelt handen handgemaakt handgemaakte handgeschreven handhaaft
        handhaven handhaving handicap handig handige handiger handje handjes handjevol handlanger
        handlangers handleiding handleidingen handmatig handreiking hands handschoen handschoenen
        handschrift handtas handtekening handtekeningen handvat handvest handvol handwerk handy
        hanen hang hangen hangend hangende hanger hangmat hangt hani hank hanks hanley hanna hannah
        hanne hanneke hannes hannibal hannover hanos hans hansa hanse hansen hanson hanteert
        hanteren hanz hanze hap hapert hapje hapjes happen happening happiness happy haps hapt har
        hara harald haram harbinger harbor harbour hard hardcore harde harden hardenberg harder
        hardere harderwijk hardhandig hardheid harding hardinxveld hardlopen hardlopers hardnekkig
        hardnekkige hardop hardst hardste hardstenen hardt hardware hardwerkende hardy hare
        harelbeke haren hari harig harige haring haringen hark harken harker harlem harley
        harlingen harlinger harm harman harmelen harmen harmonie harmonieus harmonieuze harmony
        harmsen harnas haro harold harp harper harrie harriet harris harrison harry hars harsen
        harses hart hartaanval harte hartelijk hartelijke hartelkering harten hartfalen hartfilmpje
        hartig hartinfarct hartje hartjes hartman hartog hartproblemen hartslag hartstikke
        hartstilstand hartstocht hartstochtelijk hartverwarmend haru harvard harvey harz has hasan
        hash hashtag hashtags hasj hass hassan hasselt hast hastings hat hate haten hater haters
        hates hato hats hattem hattrick haus haut haute hautes hauts havana have havel havelte
        havelterberg haven havenaar havenbedrijf havengebied havens havenstad havensteden haver
        havermout havik havo hawai hawaiaanse hawaii hawk hawkins hawks hawley hay hayashi hayat
        hayden hayes hayley hayo hays hazard hazel hazen hazes hb hbo hbs hdmi he head header
        headlines heads headset healing health healthcare healthy hear heart hearts heat heather
        heaven heavy heb hebb hebbe hebben hebbende hebreeuws hebreeuwse hebt hebzucht hecht hechte
        hechten hechtenis hechter hechting hechtingen hecke hectare hectische hector hedel heden
        hedendaags hedendaagse hee heeft heel heelal heelt heemskerk heemstede heen heep heer
        heerde heere heeren heerenhoek heerenveen heerhugowaard heerkens heerlen heerlijk heerlijke
        heerlijkheid heers heerschappij heersen heersende heerser heersers heerst heerste hees
        heesbeen heesen heester heeswijk heet heetste heette heeze hef heffen heffing heffingen
        heft heftig heftige heftiger heftruck heg hegel heh hei heid heide heidelberg heiden
        heidenen heidens heidense heidevelden heidi height heights heijde heijden heijmans heijn
        heike heikel heiko heil heilig heiligdom heilige heiligen heiligheid heiloo heils heimelijk
        heimwee hein heinde heine heineken heinrich heinz heisa heist hek hekel hekje hekken hekman
        heks heksen heksenjacht hekserij hekwerk hel helaas held helden heldens helder helderder
        heldere helderheid heldhaftige heldin hele heleboel heleen helemaal helen helena helene
        helens helft helga heli helicopter helikopter helikopters heling helium helix hell hella
        helle hellen hellend hellende hellendoorn heller hellevoetsluis helling hellingen hello
        hellum helm helmen helmgras helmond helmut helo help helpdesk helpen helpende helper
        helpers helpt hels helse helsen helsinki hem hema hemd hemden hemel hemelen hemellichaam
        hemellichamen hemels hemelse hemelsnaam hemelvaart hemert hemingway hemoglobine
        hemoglobinemolecuul hemp hemzelf hen hendel henderson hendrica hendrick hendricks hendrickx
        hendrik hendrika hendrikje hendriks hendrikse hendrikus hendrikx hendrina hendrix hendry
        henegouwen hengel hengelo hengelsport hengst henk henke henkel hennep hennie henny henri
        henric henrick henrik henry henryk hens hensbroek hensen henzelf hepatitis her hera
        heracles herald herb herberg herbergen herbergt herbert herbestemming herbie herbivoor
        herboren herbouw herbouwd herbouwen hercules herdacht herdenken herdenking herdenkt herder
        herders herdruk here heren herenhuis herenigd hereniging herent herentals herenteam herfst
        herfstvakantie herge hergebruik hergebruiken hergebruikt hergebruikte herhaal herhaald
        herhaalde herhaaldelijk herhaalt herhalen herhaling herhalingen herik herindeling herinner
        herinnerd herinnerde herinneren herinnering herinneringen herinnert herinrichting
        herinvoering heritage herk herkansing herkauwen herken herkenbaar herkenbare herkend
        herkende herkenden herkennen herkenning herkent herkomst herkozen herlees herleiden
        herleven herlezen herma herman hermann hermans hermelien hermen hermes hermitage hermsen
        hernan hernandez hernemen hernia hernieuwbare hernieuwde hero heroes heroine heroische
        herontdekte herontwikkeling heropbouw heropend heropenen heropening heroveren heroverwegen
        herpen herpes herr herrees herren herrezen herrie herroepen herschel herschreven
        herschrijven herselt hersen hersenaanhangsel hersenbloeding hersencel hersencellen hersenen
        hersenletsel hersenpan hersens hersenscan hersenscans hersenschudding hersenstam
        hersentumor hershel hershey herst herstart herstarten herstel hersteld herstelde herstellen
        herstellende herstelt herstructurering hert herten hertha hertog hertogenbosch hertogin
        hertz heruitgegeven hervat hervatten herverdeling herverkiezing hervormde hervormen
        hervorming hervormingen herz herzegovina herzien herziene herziening hesp hessels hessen
        hester het hete heten heter heterdaad hetero hetgeen hetty hetzelfde hetzij heul heulen
        heup heupen heur heus heusden heuse heuvel heuvelachtige heuvelland heuvelrug heuvels
        heuveltje hevel heverlee hevig hevige hey heyde heyman hezbollah hfc hg hibbert hickman
        hicks hidden hiddink hide hiel hield hielden hielen hielp hielpen hiep hier hieraan
        hierachter hierarchie hierbij hierboven hierden hierdoor hierheen hierin hiermee hierna
        hiernaar hiernaast hiernamaals hierom hieronder hierop hierover hiertegen hiertoe hieruit
        hiervan hiervoor hierzo hifi higgins high highland highlights hightech highway hihi hij
        hijab hijs hijsen hijzelf hike hilarisch hilarische hilary hilda hilde hill hillary hille
        hillebrand hillegom hills hilly hilton hilvarenbeek hilversum him himalaya himmler hind
        hinder hinderde hinderen hinderlaag hinderlijk hindernis hindernissen hindert hindi
        hindoeisme hindoeistische hindoes hindoestaanse hindoestanen hindrik hing hingen hint hints
        hip hiphop hippe hipper hippie hippies hippocampus hips hire hiro hiroshi hiroshima hirsch
        his hist histamine historici historicus historie historisch historische history hit
        hitchcock hitler hitlers hitlijsten hits hitsen hitte hittegolf hiv hmm hmmm hoax hobbelt
        hobbit hobby hoc hockey hodes hodge hodges hoe hoed hoedanigheid hoede hoeden hoeder
        hoeders hoedje hoef hoefde hoefden hoefslag hoeft hoek hoeken hoekje hoekpunten hoeksche
        hoeksteen hoekstenen hoekstra hoelang hoenders hoensbroek hoer hoera hoeren hoertje
        hoertjes hoes hoesje hoesjes hoest hoesten hoet hoeve hoeveel hoeveelheden hoeveelheid
        hoeveelste hoevelaken hoeven hoever hoeverre hoewel hoezeer hoezo hof hoff hoffa hoffman
        hofman hofs hofstede hogan hoge hogen hoger hogere hogerhuis hogerop hogescholen hogeschool
        hogg hohe hohes hoi hok hoke hokje hokjes hokken hol hola hold holde holden holder holding
        hole holes holiday holl holla holland hollande hollander hollanders hollandia hollands
        hollandsche hollandse holle holleeder hollen holler holley hollis hollow holly hollywood
        holmes holo holocaust holst holster holt holte holten holterberg holwerd holy home homeland
        homepage homer homes hommels homo homohuwelijk homoseksualiteit homoseksueel homoseksuele
        homoseksuelen hond honda honden hondenpoep honderd honderdduizend honderdduizenden
        honderden honderdste hondje hondjes hondo hondsrug hondt honduras honey hong hongaars
        hongaarse hongaren hongarije honger hongerig hongerige hongersnood hongert hongkong honig
        honing honk honkbal honor hont hoo hood hooded hoodie hoof hoofd hoofdbestanddeel
        hoofdbureau hoofdcommissaris hoofddoek hoofddoel hoofddorp hoofdeiland hoofden hoofdgebouw
        hoofdgerecht hoofdingang hoofdinspecteur hoofdje hoofdkantoor hoofdklasse hoofdkwartier
        hoofdletter hoofdletters hoofdlijnen hoofdpersonage hoofdpersonen hoofdpersoon hoofdpijn
        hoofdprijs hoofdredacteur hoofdrol hoofdrollen hoofdrolspeler hoofdrolspelers hoofdsponsor
        hoofdstad hoofdstedelijk hoofdsteden hoofdstraat hoofdstroom hoofdstuk hoofdstukken
        hoofdtrainer hoofdverdachte hoofdweg hoofdzaak hoofdzakelijk hooff hoofs hooft hoog
        hoogbouw hooge hoogeveen hoogezand hooggeplaatste hooggerechtshof hoogheid hoogland
        hooglanden hoogleraar hoogleraren hoogmoed hoogopgeleide hoogst hoogstaande hoogste
        hoogstens hoogstraat hoogstraten hoogstwaarschijnlijk hoogt hoogte hoogten hoogtepunt
        hoogtepunten hoogtes hoogtevrees hooguit hoogveengebied hoogverraad hoogvliet hoogwaardige
        hoogwater hoogwaterstand hooi hooikoorts hook hoop hoopje hoopt hoopte hoopten hoopvol
        hoopvolle hoor hoorbaar hoord hoorde hoorden hoorn hoornen hoorns hoort hoorzitting hoos
        hoot hoover hop hope hopelijk hopeloos hopeloze hopen hopende hopkins hopper horde horden
        hore horeca horen horende horens horizon horizontaal horizontale horka horloge horloges
        hormonen hormoon hormoonklieren horn horner horoscoop horror horrorfilm horse horsemen
        horses horst hort horta horten hortus hose hospice hospitaal hospital host hosten hosting
        hot hotel hotelkamer hotelkamers hotels hotspot hotspots hotspur hotter hou houd houdbaar
        houdbaarheidsdatum houde houden houdend houdende houder houders houding houdt hound hour
        hours house houston housz hout houtblazer houten houthalen houtje houtribdijk houtskool
        houvast hove hoven hovenier hoving how howard howe hoyle hrm hsl hsv htc htm html http
        https huawei hub hubble hubert hubo hudgens hudson hue huff hufters huge huggins hugh
        hughes hugo hugs huh hui huib huid huiden huidig huidige huidkanker huidskleur huig huigen
        huil huilde huilen huilend huilende huilt huis huisarrest huisarts huisartsen
        huisartsenpraktijk huisbaas huisdier huisdieren huiseigenaren huiselijk huiselijke
        huisgenoot huisgenoten huishoudelijk huishoudelijke huishouden huishoudens huishouding
        huishoudster huisje huisjes huiskamer huisman huisnummer huissen huisstijl huist huisvesten
        huisvesting huisvrouw huisvrouwen huiswaarts huiswerk huiszoeking huize huizen huizenmarkt
        huizenprijzen hulde huldenberg huldiging hulk hulkenberg hulle hulp hulpbronnen
        hulpdiensten hulpeloos hulpen hulpje hulpmiddel hulpmiddelen hulporganisatie hulptroepen
        hulpverlener hulpverleners hulpverlening hulpvraag huls hulst hum humaan human humane
        humani humanisme humanitair humanitaire humbert humberto humble humboldtstroom humeur
        hummel humo humor humoristisch humoristische humphrey hun hundred hunebed hunebedden hung
        hunger hunne hunnen huns hunt hunter huntington hunze hup huren hurley hurt hurwenen
        hussein hustle hut hutje hutten huub huur huurauto huurbasis huurcontract huurde huurder
        huurders huurling huurlingen huurmoordenaar huurprijs huurt huurwoning huurwoningen huwde
        huwelijk huwelijken huwelijksaanzoek huwelijkse huwelijksnacht huwelijksreis huygen huygens
        huys hyatt hybrid hybride hyde hydra hydraulische hydro hygiene hygrometer hype hyper
        hypnose hypocriet hypocriete hypocrisie hypofyse hypotheek hypotheekrente hypotheken
        hypothese hysterie hysterisch hyundai hyves hz ian iban ibis ibiza ibm ibn ibrahim icc ice
        ich icloud icon iconen iconische icoon ict ida idaho idd idea ideaal ideal ideale idealen
        idealisme idee ideeen ideetjes idem identiek identieke identificatie identificeerde
        identificeert identificeren identiteit identiteiten identiteitsbewijs identiteitskaart
        identity ideologie ideologische idioot idiote idioten ido idols idool idris ieder iedere
        iedereen ieders iemand iemands ieper ier ieren ierland iers ierse iet iets ietsje ietwat
        ieuw iggy ignacio igor iig iii ij ijburg ijdel ijdelheid ijl ijlst ijmuiden ijs ijsbaan
        ijsbeer ijsberen ijsberg ijsbergen ijsbolletjes ijshockey ijsje ijsjes ijskap ijskar
        ijskast ijskelder ijskoud ijskoude ijsland ijslandse ijssalon ijssel ijsselmeer ijsselmond
        ijsselmonde ijsselstein ijstijd ijsvogel ijswerelden ijver ijzel ijzer ijzeratomen ijzeren
        ijzerhoudende ijzerkristal ijzermonding ijzeroxide ijzers ijzersterk ijzersterke ijzige ike
        ikea ikke ikzelf ilan ilias ilja ill illegaal illegale illegalen illinois illusie illusies
        illustratie illustraties illustrator illustreert illustreren ilona ilse imac image images
        imagine imago imam imf img imitatie imiteren immaterieel immateriele immens immense immer
        immers immigrant immigranten immigratie immoreel immuniteit immuun immuunsysteem imo impact
        impasse imperial imperialisme imperium implantaat implantaten implementatie implementeren
        impliceert impliciet implosie imponeren import important importeert importeren importeur
        imposante impossible impressie improvisatie improviseren impuls impulsen impulsief in ina
        inactief inademen inauguratie inbegrepen inbegrip inboedel inbox inbraak inbraken inbreken
        inbreker inbrekers inbreng inbrengen inbreuk inbreuken inburgering inc incasseren incasso
        incest inch inchecken incident incidenteel incidenten incl inclusief inclusive income
        incompetent incompetente incompleet incorrect ind inde indelen indeling inden independence
        independent inderdaad indertijd index india indiaan indiaanse indiaas indian indiana
        indianen indiase indicatie indicaties indicator indicatoren indie indien indienen indiers
        indies indigo indirect indirecte indisch indische individu individueel individuele
        individuen indo indochina indonesia indonesie indonesisch indonesische indoor indringende
        indringer indringers indruk indrukken indrukwekkend indrukwekkende inductie industrial
        industrie industrieel industrieen industriele industries industrieterrein industry indy
        ineen ineens ineenstorting ineke inenten inenting inentingen inertie inez infanterie
        infectie infecties infectieziekten infiltratie infiltreren infinity inflatie influencer
        info informant informanten informatica informaticus informatie informatieavond
        informatiebronnen informatief informatieve informatievoorziening information informeel
        informeer informeerde informeert informele informeren infra infrarode infrarood
        infrastructuur infuus ing ingaan ingaat ingang ingangen inge ingeblazen ingebouwd
        ingebouwde ingebracht ingebroken ingebruikname ingeburgerd ingecheckt ingedeeld ingediend
        ingedrukt ingegaan ingegeven ingegrepen ingehaald ingehouden ingehuldigd ingehuurd
        ingekocht ingekort ingelegd ingeleid ingeleverd ingelicht ingelogd ingen ingenhousz
        ingenieur ingenieurs ingenieus ingenomen ingepakt ingeperkt ingepland inger ingericht
        ingerichte ingeruild ingeschakeld ingeschat ingeschreven ingeslagen ingesloten ingespeeld
        ingespoten ingesproken ingesteld ingestelde ingestemd ingestort ingestuurd ingetogen
        ingetrokken ingevoerd ingevoerde ingevroren ingevuld ingewanden ingewijd ingewikkeld
        ingewikkelde ingewikkelder ingewilligd ingezameld ingezet ingezien ingezonden inging
        ingredient ingredienten ingreep ingrepen ingrid ingrijpen ingrijpend ingrijpende inhaken
        inhalen inheems inheemse inherent inhoud inhoudelijk inhoudelijke inhouden inhoudt
        inhuldiging inhuren initialen initiatief initiatiefnemer initiatiefnemers initiatieven
        initiative initiele injecteren injectie injecties ink inkeer inkel inkijk inkomen inkomende
        inkomens inkomsten inkomstenbelasting inkoop inkopen inkt inktvis inleg inleiding inleveren
        inlichten inlichtingen inlichtingendienst inlichtingendiensten inline inloggen inloop
        inlopen inmenging inmiddels inn innam inname inne inneemt innemen innen inner innerlijk
        innerlijke inning innovatie innovatief innovaties innovatieve innovation innoveren inpakken
        inplannen input inrichten inrichting inrichtingen inruilen ins inschakelen inschatten
        inschatting inschrijven inschrijving inschrijvingen inscriptie insect insecten inside
        insider insigne inslaan inslag inslapen insluiting insmeren inspannen inspanning
        inspanningen inspecteren inspecteur inspecteurs inspectie inspecties inspelen inspiratie
        inspiratiebron inspireerde inspireert inspireren inspirerend inspirerende inspraak
        inspreken instaan instabiel instabiele instabiliteit instagram installatie installaties
        installatietechniek installeerde installeren instandhouding instant instantie instanties
        instap instappen insteek instellen instelling instellingen instemmen instemming instinct
        instinctief institut institute instituten instituties institutionele instituto instituut
        instort instorten instorting instroom instroomt instructeur instructie instructies
        instrument instrumentale instrumenten instrumentenbouwer insturen insulinde insuline
        insurance int intact intake integendeel integer integraal integrale integratie integreren
        integriteit intel intellect intellectueel intellectuele intellectuelen intelligence
        intelligent intelligente intelligentie intens intense intensief intensieve intensiteit
        intensive intentie intenties inter interactie interactief interacties interactieve
        interactive intercept intercity intercom interessant interessante interessanter interesse
        interesseerde interesseert interesseren interesses interest interface interieur interieurs
        interim interland interlands interlingua intermediair intermezzo intern internaat
        internacional internal internationaal international internationale internationals
        internazionale interne internet internetpagina internetprovider internetten
        internetverbinding internist interpol interpretatie interpretaties interpreteren interreg
        interval intervallen interventie interventies interview interviewde interviewen interviews
        interviewt intiem intieme intimidatie intimideren intimiteit into intocht intolerantie
        intranet intrede intrek intrekken intrekking intrigerend intriges intrinsieke intro
        introduceerde introduceert introduceren introductie intuitie intuitief intussen inuline
        inval invalide invaliditeit invallen invallende invaller invalshoek invalshoeken invasie
        invasion inventaris inventarisatie investeer investeerde investeerder investeerders
        investeert investeren investering investeringen investigation investing investment
        invisible invitatie invloed invloeden invloedrijke invloedrijkste invoer invoeren invoering
        invoert invriezen invullen invulling inwendig inwendige inwerken inwijding inwoner inwoners
        inzage inzake inzamelen inzameling inzending inzendingen inzet inzetbaar inzetbaarheid
        inzetten inzicht inzichtelijk inzichten inzien inziet inzit inzitten inzittenden inzoomen
        ioc ion ionische ionosfeer ios iot iowa ipad ipcc iphone iphones ipod ipv ira iraakse
        iraans iraanse irak irakezen iran iranier irene irie irina iris irish irma iron ironie
        ironisch ironische irrelevant irritant irritante irritatie irritaties irriteert irriteren
        irving irwin is isa isaac isaacs isaak isaan isabel isabella isabelle isbn isis isla islam
        islamieten islamisering islamisten islamistische islamitisch islamitische island islands
        isle ism ismail iso isolatie isolement isoleren isp israel israeliers israelieten
        israelisch israelische iss issue issues ist istanboel istanbul italia italiaan italiaans
        italiaanse italianen italie italy item items iter ito its itunes ivan ivar ivm ivn ivo
        ivoor ivoorkust ivoren ivy iwan izegem jaag jaagt jaan jaap jaar jaarbasis jaarbeurs
        jaarboek jaargang jaarlijks jaarlijkse jaarmarkt jaarrekening jaars jaartal jaartje
        jaarverslag jac jacco jace jacht jachten jachthaven jachtluipaard jack jackie jackpot jacks
        jackson jacky jacob jacoba jacobi jacobs jacobse jacobus jacoby jacqueline jacques jacuzzi
        jade jafar jagen jager jagers jagger jaguar jah jahjah jai jaime jaja jakarta jake jakes
        jakob jakobs jakobus jalan jaloers jaloerse jaloezie jam jamaica jamaicaanse jamal jambers
        james jamie jamies jammen jammer jammeren jammert jams jan jana jane janeiro janek janet
        jang jango jani janice janie janine jank janke janken janne janneke jannes jans janse
        jansen janson janssen janssens janszoon jantine jantje januari january janus jap japan
        japanner japanners japans japanse jar jare jared jaren jarenlang jarenlange jargon jarig
        jarige jarigen jarl jas jasje jasmijn jasmine jason jasper jaspers jassen jat jatten java
        javaanse javascript javier jawel jaws jay jaya jayne jazeker jazz jazzband je jean jeanette
        jeanine jeanne jeannette jeans jeansbroek jedi jee jeep jeetje jeeves jef jeff jefferson
        jeffrey jegens jekaterinenburg jelena jelka jelle jelly jemen jemenitische jemig jen jena
        jenever jenkins jenn jenna jenner jennifer jennings jenny jens jensen jente jep jeremy
        jerevan jeri jericho jerk jeroen jerome jerry jersey jerusalem jeruzalem jes jesaja jesper
        jess jesse jessica jessie jester jesus jet jetlag jets jeu jeugd jeugdbeweging
        jeugdgevangenis jeugdhulp jeugdige jeugdopleiding jeugdspelers jeugdteams jeugdzorg jeuk
        jeune jewel jezelf jezus jfk jhon jia jian jiang jicht jihad jihadisten jij jijzelf jill
        jillian jim jimi jimmy jin jing jip jiro joachim joan joanna joanne joannes job jobs jochem
        jochie jockey jode joden jodendom jodium jody joe joeg joegen joegoslavie joel joep joepie
        joeri joes joey joggen joggingbroek joggingbroeken joh johan johann johanna johannes
        johannesburg johannis johansen john johnnie johnny johns johnson johny join joint jojo joke
        joker jokken jolanda jole jolie joling jolly jon jonah jonas jonathan jones jong jonge
        jongedame jongelui jongeman jongemannen jongen jongens jonger jongere jongeren jongetje
        jongetjes jongh jonghe jongs jongste joni jonker jood joods joodse joomla joon joop joos
        joost joosten jordaan jordaanoever jordaanse jordan jordanie jorden jordi jordy jorge jori
        joris jorn jort jos jose josef josep joseph josepha josephine josephs josette josh joshua
        jost jou joubert jouke joule joure journaal journal journalist journaliste journalisten
        journalistiek journalistieke journey jouster jouw jouwe joy joyce jozef jpg juan juarez
        jubileum juda judas jude judge judith judo judoka judy juf juffrouw juice juicer juichen
        juicht juist juiste juister juistheid juk juke jul jule jules juli julia julian juliana
        julie julien juliet juliette julio julius jullie july jumbo jump jumper jumpers jumping jun
        june jung junge jungle juni junior junioren juniper junk junkie juno junta jupiler jupiter
        jupiters jura jurassic jurgen jurgens juri juridisch juridische jurij jurisdictie
        jurisprudentie jurist juristen jurk jurken jurkje jurkjes jury juryleden jurylid jus just
        justice justin justine justitie justitiele justitiepaleis justsaying jutter juul juventus
        juweel juwelen juwelier jwst kaa kaag kaai kaak kaal kaan kaap kaapstad kaapten kaar kaars
        kaarsen kaarsje kaarsjes kaarslicht kaart kaartautomaat kaarten kaartje kaartjes kaartspel
        kaartverkoop kaas kaasmarkt kaat kaats kaatsheuvel kabaal kabel kabelbaan kabeljauw kabels
        kabinet kabinetten kabouter kabouters kabul kachel kachels kadaster kade kader kaders kado
        kadootje kafka kaft kaften kagan kahn kai kaiser kaitlyn kaj kaken kakkerlak kakkerlakken
        kala kale kalende kalender kalenderjaar kalenders kalf kalfje kalfjes kalfs kali kaliber
        kalifaat kalium kalk kalkoen kalkskeletjes kalksteen kalkstenen kalm kalme kalmeren kalmte
        kalveren kam kameel kamelen kameleon kamer kameraad kameraden kamergenoot kamerik
        kamerleden kamerlid kamerling kamerlingh kameroen kamerplant kamers kamertemperatuur
        kamertje kamerverkiezingen kamervragen kami kammen kamp kampen kamperen kampioen kampioene
        kampioenen kampioenschap kampioenschappen kampt kampten kampvuur kan kanaal kanalen kanarie
        kanaries kandidaat kandidaten kandidatenlijst kandidatuur kane kaneel kangoeroe kanjer
        kanjers kanker kano kanon kanonnen kans kansarme kansas kanselier kansen kansloos kant
        kantelen kanten kantine kantonrechter kantoor kantoorgebouw kantoorruimte kantoren kanye
        kaos kap kapel kapelle kapellen kapen kaper kapers kapitaal kapitalisme kapitalistische
        kapitein kapiteins kapoen kapot kapotte kappa kappen kapper kappers kapsalon kapsel kapsels
        kapstok kapt kapte kaptein kapten kapteyn kar kara karaat karachi karakter karakteristiek
        karakteristieke karakteristieken karakters karamelvulling karaoke karate karavaan kardinaal
        kardinalen kare karel karen karg kari karikatuur karim karin karina karl karla karma karn
        karo karol karp karper karpers karren karretje kars kart kartel karten karton kartonnen
        karwei kas kasa kasjmir kasper kaspers kassa kassen kast kasteel kastelen kasten kastje kat
        katalysator katalysatoren kate kater katern kathedraal katherine kathleen kathmandu
        katholiek katholieke katholieken kathy katie katja katje kato katoen katoenstof katrien
        katrina kats katt katte katten katwijk katy katyn katz kaukasus kauw kauwen kauwgom kavel
        kavels kawasaki kay kaya kayla kazachstan kazen kazerne kbc kbvb kcc kdv kean keating kee
        keek keel keeler keeley keen keener keep keepen keeper keepers keer keerde keerden keerpunt
        keert keertje keerzijde kees keet kegel kegels kei keien keihard keiharde keine keith
        keizer keizerin keizerlijke keizerrijk keizers keizersnede keken kekule kelder kelders
        keldert keller kelly kelner kelten keltische kelvin kemer kemi kemp kempen kempens kemper
        kempers ken kenbaar kendall kende kenden kendra kendrick kenia keniaan keniaans keniaanse
        kenmerk kenmerken kenmerkend kenmerkende kenmerkt kenn kennedy kennel kennelijk
        kennemerland kennen kennende kenner kenners kenneth kennis kenniscentrum kennismaken
        kennismaking kennissen kenny kensington kent kenteken kentekenplaat kentekens kentucky
        kenya keper kepler keppel keppler kerala keramiek keramische keratine kerel kerels kereltje
        keren kerk kerkdienst kerkdiensten kerkelijk kerkelijke kerken kerkgebouw kerkhof kerkje
        kerkklok kerkplein kerkrade kerkstraat kerktoren kerkweg kermis kermit kern kerncentrale
        kerncentrales kernen kernenergie kernfusie kernkracht kernreactor kernwaarden kernwapens
        kerosine kerrie kerry kers kersen kersenboom kerst kerstavond kerstbomen kerstboom kerstdag
        kerstdagen kerstens kerstfeest kerstin kerstman kerstmis kerstvakantie kersverse kesel
        kessel kester kesteren ketamine ketchup ketel ketels keten ketens ketnet ketting kettingen
        kettingreactie kettingzaag keuken keukenapparaat keukens keukentafel keulen keur keurde
        keuren keurig keurige keuring keurmerk keurt keus keuze keuzes keuzevrijheid kever kevers
        kevertje kevin key keyboard keys kfc kgb khaled khalid khalifa khan khans khmer khz kia
        kian kick kicken kicker kickstarter kid kids kiekeboe kiel kielzog kiem kien kier kieren
        kiers kies kiesdistrict kieskeurig kieslijst kiesstelsel kiest kieswet kietelen kieuwen
        kiev kievit kiewit kiezen kiezer kiezers kijf kijk kijkcijfers kijken kijkend kijker
        kijkers kijkje kijkt kik kika kiki kikker kikkers kikkertje kikkervis kikkervisje
        kikkervisjes kiko kil kilder kilimanjaro kill kille killer killian killing kilo kilogram
        kilometer kilometers kilt kim kimberly kimi kin kind kinder kinderachtig kinderarbeid
        kinderarts kinderbescherming kinderbijslag kinderboek kinderboeken kinderboekenweek
        kinderboerderij kinderdagverblijf kinderen kinderfeestje kinderkamer kinderkleding
        kinderlijk kinderloos kindermisbruik kindermishandeling kinderopvang kinderporno
        kinderrechten kinderspel kindertijd kinderwagen kinderwens kinderziekenhuis kindje kindjes
        kine kinetische king kingdom kings kingston kinine kink kinky kinshasa kint kiosk kioto kip
        kippen kippenhok kippenvel kipper kippers kira kirby kirgizie kirk kirkman kirsten kiss
        kist kisten kistje kit kitchen kits kitten kittens kitty kiwi klaag klaagde klaagden klaagt
        klaar klaarblijkelijk klaargemaakt klaarkomen klaarlichte klaarmaken klaarstaan klaas
        klaassen klacht klachten klagen klak klakkeloos klamp klampen klan klang klank klanken
        klant klanten klantenservice klantvriendelijk klap klappen klapper klapt klapten klara
        klare klaren klarinet klas klasgenoot klasgenoten klaslokaal klaslokalen klasse klassement
        klassen klassiek klassieke klassieker klassiekers klaus klauw klauwen klaver kleden kledij
        kleding kledingkast kledingstuk kleed kleedje kleedkamer kleedkamers kleedt kleef kleeft
        kleerkast kleermaker klei kleien klein kleindochter kleine kleinen kleiner kleinere
        kleinkind kleinkinderen kleins kleinschalig kleinschalige kleinste kleintje kleintjes
        kleinzoon klem klemmen klene klep kleppen klepper kleren klerk klets kletsen kletskoek
        kletskop kletskous kletst kleur kleuren kleurenblind kleurgebruik kleurige kleurloos
        kleurrijk kleurrijke kleurstelling kleurstof kleurstoffen kleurt kleurtje kleurtjes kleuter
        kleuters kleuterschool kleven klever kleverige klier klieren klif kliffen klik klikken
        klikt klikte klim klimaat klimaatakkoord klimaatverandering klimmen klimop klimt kline
        kliniek klinieken klinisch klinische klink klinken klinkende klinkers klinknagels klinkt
        klip klippen klipper klittenband klm kloek klok klokhuis klokje klokke klokken
        klokkenluider klokt klom klommen klomp klompe klompen klompje klompjes klonen klonk klonken
        kloof klooien kloon klooster kloosters klootzak klootzakken klop klopjacht klopp kloppen
        kloppend klopper klopt klopte klopten klos klote kloten kloven klucht kluis kluisje
        kluisjes kluizenaar klus klusje klusjes klusjesman klussen kluwer kmi knaagdier knaagdieren
        knaap knack knagen knal knallen knallende knalt knap knapen knappe knappen knapper knapperd
        knapste knapt knecht knee kneep knel knettergek kneus knevel knie knieblessure knieen
        kniegewricht kniel knielen knieschijf knietjes knife knight knights knijp knijpen knijpers
        knijpt knik knikken knikkers knil knip knipoog knippen knipper knipperen knippert knipt
        knit knmg knmi knmv knock knoeien knoflook knokke knokken knol knoop knooppunt knooppunten
        knop knopen knopje knopjes knoppen knot know knows knox knsb knuffel knuffelen knuffels
        knuffelt knul knuppel knus knutselen knvb kobe kober koch kocht kochten koe koeien koek
        koeken koekje koekjes koekkoek koekoek koekoeksjong koel koelde koele koelen koeler koeling
        koelkast koelkasten koelkastje koelt koeman koen koepel koer koerden koerdisch koerdische
        koerier koers koersen koester koesteren koestert koet koets koetsen koetshuis koevoet
        koeweit koff koffer kofferbak koffers koffertje koffertjes koffie kofi kogel kogels koh
        kohn koi kok koken kokend koker kokos kokosnoot koks koksijde kol kolder kolen kolf kolff
        kolibri kolibrie kolibries kolk kolom kolommen kolonel koloniaal koloniale kolonialisme
        kolonie kolonien kolonies kolonisatie kolonisten kolven kom komaan komaf kome komedie
        komeet komen komend komende kometen komi komiek komijn komisch komische komkommer komma
        kommen kommer komop komp kompas komst komt kon konde konden kondigde kondigden kondigen
        kondigt kong kongobekken koni konig konijn konijnen konijntje konijntjes konik konikpaard
        konikpaarden koniks konin koning koningen koningin koninginnedag koninginnegalerij
        koninginnen koningrijk konings koningschap koningsdag koningshuis koninklijk koninklijke
        koninklijken koninkrijk koninkrijken konrad konstantin kont kontakt konten kontje konvooi
        koog kooi kooien kook kookboek kookplaat kookpunt kookt kool kooldioxide koolhof
        koolhydraten koolmonoxide koolstof koolstofatomen koolstofdioxide koolstofmonoxide koolzuur
        koolzuurgas koomen koop koophandel koopje koopjes koopkracht koopman koopmans koopt
        koopwaar koor koord koorden koorts koos kooten kop kopen kopenhagen koper koperen kopers
        kopgroep kopie kopieen kopieermachine kopieren kopje kopjes koplampen koploper koplopers
        kopman koppel koppelen koppeling koppelingen koppels koppelt koppen koppers koppie koppig
        koppige koppijn koppositie kopstukken koptelefoon kopten kor koraal koraalriffen koran
        korea koreaan koreaans koreaanse koreanen koren korevaar korf korfbal kornelis korporaal
        korps korpschef korrel korrels korsetten korst kort korte korten kortenberg korter kortere
        korting kortingen kortingscode kortom kortrijk kortsluiting kortste kortstondige kortweg
        kos kosmische kosmos kosovo kost kostbaar kostbare koste kosteloos kosten koster kostprijs
        kostschool kostte kostten kostuum kostuums kot koter koto kots kotsen kotter kou koud koude
        kouder koudste kourou kous kousen kozakken kozen kozijn kozijnen kpmg kpn kraag kraai
        kraaien kraak kraakbeen kraakt kraam kraampjes kraan kraanvogel kraanvogels kraanwater krab
        krabbel krabben kracht krachten krachtens krachtig krachtige krachtiger krachtigste
        krachttraining kraft krakau kraken krakers kralen kralingen kramen kramer kramp krampen
        kranen krank krankzinnig krankzinnige krans krant kranten krantenkoppen krap krappe kras
        krassen krat krater kraton kratten krc krediet kredietcrisis kree kreeft kreeften
        kreeftskeerkring kreeg kreek kreet kregen krek krekels kremer kremers kremlin krenten kreta
        kreten kreupel kriebels kriek krieken krieltjes krijg krijgen krijger krijgers
        krijgsgevangenen krijgsheren krijgsmacht krijgsraad krijgt krijn krijt krijtjes krik
        krikken krim krimp krimpen krimpenerwaard krimpt kring kringen kringloop kris kristal
        kristallen kristen kristian kristina kristof kritiek kritieke kritieken kritisch kritische
        kritischer krka kro kroatie kroatisch kroatische kroeg kroegen kroepoek kroes kroketten
        krokodil krokodillen krol krom kromme krommen kromp kronen kroniek kroning kroon kroonprins
        kroop kroos kroost krop kropen kroppen krotten kruger kruid kruiden kruidnagel kruidvat
        kruik kruimels kruip kruipen kruipt kruis kruisboog kruisen kruisers kruising kruisje
        kruisjes kruispunt kruist kruistocht kruisweg kruit kruizen kruk krukken krul krullen
        krypton ktm kuala kubieke kubus kudde kuif kuifje kuijer kuijper kuijpers kuik kuiken
        kuikens kuil kuin kuip kuipen kuiper kuipergordel kuipers kuipje kuit kumar kumi kun kunde
        kundig kung kunnen kunst kunstacademie kunsten kunstenaar kunstenaars kunstenares
        kunstgeschiedenis kunstgras kunstje kunstmaan kunstmatig kunstmatige kunstmest kunstnier
        kunstschilder kunststof kunsttaal kunstvorm kunstwerk kunstwerken kunstzinnige kunt kupers
        kurk kurt kus kusje kusjes kussen kussens kust kuste kusten kuster kusters kustgebied
        kustgebieden kustlijn kustwacht kut kutje kutjes kutten kutwijf kuur kuurne kuuroord kuyper
        kuypers kuzu kvk kwaad kwaadaardig kwaadaardige kwaal kwade kwader kwadraat kwadrant kwak
        kwakzalver kwakzalvers kwal kwalen kwalificatie kwalificaties kwalificatiewedstrijd
        kwalificeert kwalificeren kwalijk kwalitatief kwalitatieve kwaliteit kwaliteiten kwaliteits
        kwam kwamen kwantumzwaartekracht kwart kwartaal kwartet kwartfinale kwartfinales kwartier
        kwartiertje kwartje kwast kweek kweekschaaltjes kweekte kwek kweken kweker kwekerij kwel
        kwelder kweldergebied kwelders kwellen kwestie kwesties kwetsbaar kwetsbaarheid kwetsbare
        kwetsen kwetst kwf kwh kwiek kwijt kwijtgeraakt kwijtraakt kwijtraken kwik kwikzilver kwis
        kwistig kyle kylie kyoko kyoto kyotoprotocol kyra laad laadt laag laagje laagjes laagst
        laagste laagwater laan laar laars laarsjes laarzen laat laaten laatst laatste laatsten
        laatstgenoemde lab label labels labor laboratoria laboratorium labour labrador
        labradorstroom labs labyrint lac lach lachen lachend lachende lachers lachertje lachgas
        lachlan lachman lacht lachte lachwekkend lactose ladder ladders lade laden ladens lader
        ladies lading ladingen lady laf lafaard lafayette laffe lag lage lagen lager lagere
        lagerhuis lago lagos lagune lahore lai laika laila laine lak lake laken lakens lakken laks
        lam lama lamar lambers lambert lamberts lambertus lamborghini lamers lamine lamme lammers
        lammert lamp lampaert lampen lampenkap lampje lampjes lamsvlees lan lana lancaster lance
        lanceerbasis lanceerde lanceert lanceren lancering lancet land landal landbouw landbouwer
        landbouwers landbouwgrond landbouwproducten landde landden lande landelijk landelijke
        landen lander landerd landerijen landgenoot landgenoten landgoed landgoederen landgraaf
        landhuis landijs landing landingsbaan landinwaarts landje landkaarten landmacht lands
        landschap landschappen landsgrenzen landskampioen landsmeer landstitel landt lane lanen
        lang langbroek langdurig langdurige lange langedijk langen langer langere langs langskomen
        langskomt langst langste language langverwachte langzaam langzaamaan langzame langzamer
        langzamerhand lanka lans lansen lansingerland lantaarn lantaarnpaal lantern lanzarote laos
        lap lapland lappen laptop laptops lara laren lares larfje large larie larissa lark larry
        lars larsen larsson larven las lasagne laser lasers lasse lassen last laste lasten laster
        lastig lastige lastiger lastiggevallen lastigvallen laszlo lat lata late laten later latere
        latex latijn latijns latijnse latin latina latino latte latten lau laude launch laura laure
        laurel lauren laurence laurens laurent laurie laurien lauryn lauw lauwe lauwers lauwersoog
        lava lavendel law lawaai lawine lawines lawrence lawson lay layla layout lazarus lazen
        lazer lazio lazlo lazuur lazy lcd lea lead leader leadership leaf league leah lean leander
        learn learning lease leasen least leave lector lectuur led lede ledematen leden
        ledenvergadering leder lederen lee leed leeds leef leefbaar leefbaarheid leefde leefden
        leefgebied leefmilieu leefomgeving leefomstandigheden leefstijl leeft leeftijd leeftijden
        leeftijdsgenoten leeftijdsgrens leeftijdsgroep leeg leeghalen leeghwater leegstaande
        leegstand leegte leek leeman leen leende leendert leent leenwoorden leer leerdam leerdammer
        leerde leerden leergang leerhuis leerjaar leerjaren leerkracht leerkrachten leerling
        leerlinge leerlingen leermeester leerplan leerplicht leerstoel leerstof leersum leert
        leerzaam leerzame lees leesbaar leesplezier leest leeuw leeuwarden leeuwarder leeuwen
        leeuwendeel leeuwenhart leeuwenhoek leeuwinnen lef left leg lega legaal legacy legal legale
        legaliseren legalisering legde legden lege legen legend legendarisch legendarische legende
        legenden legendes legends leger legering legers leggen legging legio legioen legioenen
        legitiem legitieme legitimatie legitimatiebewijs legitimeren legitimiteit lego legt lehman
        lehmann lei leicester leid leidde leidden leide leiden leidend leidende leider leiderdorp
        leiders leiderschap leiding leidingen leidinggevende leidinggevenden leidraad leids
        leidsche leidschendam leidse leidster leidt leie leien leigh leila leipzig lek leken
        lekkage lekke lekken lekkende lekker lekkerder lekkere lekkernij lekkernijen lekkers
        lekkerst lekkerste lekt lekte lela lele lelie lelies lelijk lelijke lely lelystad lemaire
        lemaitre lemmer lemon lemster len lena lende lene lenen lener leng lengte lenie lenig lenin
        lening leningen lennart lennon lenny lens lensjes lent lente lentes lentz leny lenzen leo
        leon leonard leonardo leone leonid leonidas leonie leonov leopold lepel lepels lepra
        leprapatienten leraar leraren lerarenopleiding lerares leren leroy les lesbian lesbienne
        lesbiennes lesbisch lesbische lescaut lesgeven lesje lesley leslie less lessen leste lester
        lestijden let leterme letland lets letschert letsel lette letten letter letteren
        letterkunde letterlijk letterlijke letters lettertjes lettertype leudal leugen leugenaar
        leugenaars leugens leuk leuke leukemie leuker leukere leuks leukst leukste leunen leunt
        leur leuren leus leusden leute leuter leuven leuvens leuvense leuze leuzen lev levant leve
        level levels leven levend levende levenden levendig levendige levenloos levenloze levens
        levensbedreigende levensbelang levensbeschouwing levenscyclus levensduur levensgevaar
        levensgevaarlijk levensgrote levensjaar levenskracht levenslang levenslange levensloop
        levensmiddelen levensomstandigheden levensonderhoud levensstijl levensverhaal
        levensverwachting levensverzekering levensvormen levenswater levenswerk levenswijze
        leventje lever leverancier leveranciers leverbaar leverd leverde leverden leveren levering
        leveringen leverkusen levers levert levertijd levi levine levitatie levy lewis lex lexus
        ley leyte lezen lezer lezers lezing lezingen lgbt lhbt lia liam lian liang libanees
        libanese libanon libelle libellen liberaal liberal liberale liberalen liberalisme
        liberation liberia liberte liberty libie libische library libre license licentie licenties
        lich lichaam lichaamsdeel lichaamsdelen lichaamsgewicht lichaamslengte lichaamsslagader
        lichaamstaal lichaamstemperatuur lichamelijk lichamelijke lichamen licht lichtblauw lichte
        lichtelijk lichten lichtende lichtenvoorde lichter lichtere lichtgewicht lichting lichtjaar
        lichtje lichtjes lichtmicroscoop lichtreclames lichts lichtsnelheid lichtspoor lichtte
        lichtverschijnsel lid lidl lidmaatschap lidstaat lidstaten lie lied lieden liederen liedje
        liedjes lief liefdadigheid liefde liefdes liefdesleven liefdesverdriet liefdesverhaal
        liefdevol liefdevolle liefhebben liefhebber liefhebbers liefje liefs liefst liefste lieg
        liegen liegende liegt lieke lien lienden liep liepen lier lierde lieren lierse lies
        liesbeth lieshout liet lieten lieve lieveheersbeestje lieveheersbeestjes lieveling lieven
        liever lieverd life lifestyle lifetime lift liften lig liga liggen liggend liggende ligging
        light lighter lightning lights ligt lijden lijdt lijf lijfwacht lijk lijken lijkt lijm
        lijmen lijn lijnen lijnrecht lijntje lijntjes lijst lijsten lijstje lijstjes lijsttrekker
        lijve lik like liken likes likken likt lil lila lili lilian lille lillian lilly lily lima
        limburg limburger limburgia limburgs limburgse limiet limieten limit limited limo limoen
        limonade limousine lin lina lincoln lind linda linde linden lindsay lindsey line linea
        lineair lineaire lines ling lingen lingerie lingua lingus linie linies link linke linkedin
        linken linker linkerhand linkerkant linkerlong linkerzijde links linksaf linksback
        linksboven linkse linkt linnaeus linne linnen linnets lins lint linten lintje linus linux
        linx lion lionel lions lip lipa lippe lippen lippens lippenstift lipperhey lippershey lips
        lipstick liquid liquidatie lire lisa lise lissabon lisse list listen lite liter literair
        literaire literatuur liters lithium litouwen lits litteken littekens little liturgie liu
        liv live liveblog liverpool lives living livingstone liz liza lizzy ljouwert lloyd lng load
        lob lobby lobith loc local locale locatie locaties loch lochem locht lock locke loco
        locomotief lode lodewijk lodge loek loenen loep loer loeren loes loet lof loft log logan
        logboek loge logen logeren loggen logic logica logies logisch logische logischer logistics
        logistiek logistieke logo logopedie loire lois lok lokaal lokale lokalen lokaliseren
        lokatie lokeren loket loketten loki lokken lokomotiv lokt lokte lokten lol lola lollies
        lollig lolly lombok lommel lommer lomp lompe lompen londen londens londense london lone
        lonely lonen long longa longblaasje longblaasjes longe longen longer longkanker longo
        longontsteking lonken lont loo lood loodgieter loods loodsen loof loofbomen looft loog looi
        look looking looks loom loon loondienst loonsverhoging loont loop loopbaan loopfiets
        loopgraven loopje loopmachine loopster loopt looptijd loor loos loosdrecht loosduinen loot
        looy lopen lopend lopende loper lopers lopez lopik loppersum lord lords loren lorena
        lorentz lorenz lorenzo loreto loretta lori lorraine los loser losers losgelaten losgeld
        losgemaakt losgeslagen losjes loslaat loslaten losmaken loss losse lossen losser lost loste
        losten lot loten loterij lotgenoten loting lotte lotto lotus lou louche loud louie louis
        louisa louise louisiana lounge lourdes lourens louter louvre louwers love lovely loven
        lovend lovende lover lovers loves loving low lowe lower lowlands loyaal loyale loyaliteit
        loyd loyens lozano loze lozen lpf lpg lsd ltd lto lubbers lubbert luc luca lucas luce lucht
        luchtaanval luchtaanvallen luchtballon luchtbrug luchtdruk luchtdrukmeter luchten luchtfoto
        luchthaven luchthavens luchtig luchtje luchtkwaliteit luchtmacht luchtruim luchtspiegeling
        luchtsteun luchtstroom luchtvaart luchtvaartmaatschappij luchtvaartmaatschappijen
        luchtvervuiling luchtvochtigheid luchtwegen lucia luciano lucien lucifer lucille lucius
        luck lucky lucratief lucratieve lucy ludieke ludo ludwig lufthansa lugo lui luid luidde
        luide luiden luider luidkeels luidop luidruchtig luidruchtige luidspreker luidsprekers
        luidt luie luier luieren luiers luifel luigi luiheid luik luiken luipaard luis luisa
        luister luisteraar luisteraars luisterde luisterden luisteren luisterend luistert luiten
        luitenant luitjes luiz luizen luk luka lukas luke lukes lukke lukken lukt lukte lul lullen
        lullig lult lulu lumen lumens lumia lummen lumpur luna lunch lunchen lunchpauze lune lung
        lunteren lupe lure luren lus lust lusten luster lustrum lute luther lutz luuk lux luxe
        luxemburg luxor luxueuze luz lyceum lydia lyme lync lynch lynn lynx lyon lyra lyrics
        lyrisch maa maag maagd maagdelijkheid maagden maagzuur maai maaien maaike maaiveld maak
        maakt maakte maakten maal maaltijd maaltijden maan maand maandag maandagavond maandagmiddag
        maandagmorgen maandagochtend maandblad maandelijks maandelijkse maanden maandenlang maant
        maanvis maar maarja maarn maarssen maart maarten maartje maas maasdijk maaseik maaskant
        maasland maassen maassluis maastricht maasvlakte maat maatje maatjes maatregel maatregelen
        maats maatschappelijk maatschappelijke maatschappij maatschappijen maatstaf maatstaven
        maatwerk mabel mac macaroni macbook mace macedonie macedonisch macedonische mach machado
        machiel machine machinebouw machinegeweer machinegeweren machines machinist macho macht
        machte machteloos machten machthebbers machtig machtige machtigen machtiger machtiging
        machtigste machtsmisbruik machtspositie mack mackenzie macos macro macron macs macy mad
        mada madagascar madagaskar madam madame madden made madeira madeleine maden madge madi
        madison mado madonna madre madrid mads mady mae maen maer maes maeslant maeslantkering
        maestro maf maffe maffia mafia mafkees mag maga magazijn magazijnen magazin magazine
        magazines magda magdalena mage mager magerder magere maggie magic magie magier magisch
        magische magister magistraat magmakamer magneet magneetje magnesium magneten magnetic
        magnetisch magnetische magnetisme magneto magnetron magnetrons magnette magnifique magnolia
        magnum magnus maguire mah mahdi mahler mahmoud mahone mahonie mai maier mail mailadres
        mailbox mailen mailer mailing mails mailt mailtje mailtjes main maine mainstream
        maintenance maire mais maison maitre maitresse maja majesteit majoor major mak make
        makelaar makelaardij makelaars maken makend maker makers makes making makkelijk makkelijke
        makkelijker makkelijkste makker makkie makkum makreel maks mal malafide malaga malaise
        malaria malawi malaysia malcolm malden maldonado male maleisie maleisisch maleisische malen
        mali malibu malik maling mall malle mallorca malmedy malmo malo malone mals malt malta
        malware mam mama maman mamas mambo mamie mamma mams man mana management managen manager
        managers managing manas manche manchester mand mandaat mandarijn mandaten mandela manden
        mandje mandy mane manege manen mang manga mango manhattan mania manicure manie manier
        manieren manifest manifestatie manifestaties manifesteren manila manilla manipulatie
        manipuleert manipuleren manis mank mankeert mankracht manlief mann mannelijk mannelijke
        mannelijkheid mannen mannenkoor mannetje mannetjes manning manoeuvre manon manor mans
        manschappen mansion manson mantel mantelzorg mantelzorger mantelzorgers mantis mantra manu
        manual manuel manuela manuscript many mao maori map maple mappen mapping maps maquette mar
        mara marathon marbella marc marca marcel marcelo march marcheerde marcheren marci marcia
        marcie marck marco marcos marcus marcy mare marec marechaussee marel mares marg marga
        margaret margaretha margarine margarita marge margie margin marginaal marginale margo
        margot margriet marguerite mari maria mariah marian mariana marianne mariano marie marieke
        mariel marien mariene maries mariet marihuana marij marije marijke marijn marik marika
        marike marilyn marin marina marinduque marine marinier mariniers marino marinus mario
        marion maris mariska marit maritiem maritieme marius marja marjan marjolein mark markant
        markante marke markeert marken marker markeren markering markeringen market marketeer
        marketeers marketing markie markies marko marks markt marktaandeel markten marktleider
        marktplaats marktplein marktwaarde marktwerking markus marle marleen marlene marley marlies
        marloes marlon marmer marmeren marne marnie marnix maro maroc marokaanse marokkaans
        marokkaanse marokkanen marokko marquez marr marrakech marrakesh marre marriott mars marsa
        marseille marsen marsh marshal marshall mart marta marte martel martelaar martelaren
        martelen marteling martelingen marten martens martha martial martijn martin martina martine
        martinez martini martinique martins martinus marty maru marum marv marvel marvin marwan
        marx mary maryland mas masa mascara mascotte maserati mask masker maskers mason masr mass
        massa massaal massachusetts massage massale massamoord massamoordenaar masseren massief
        massieve mast masten master masterclass masterclasses masterplan masters masturbatie
        masturberen mat mata match matchen matches mate mateloos maten mater materiaal material
        materialen materie materieel materiele mather mathias mathieu mathijs mathilde matig matige
        matilda matje mato matras matrix matroos matrozen mats matt matte matten matteo matter
        matters matthew matthews matthias matthijs mattie mau maud maude maura maureen maurice
        mauricio mauritaanse mauritanie maurits mauritshuis mauro maus mauw mavis mavo max maxi
        maxim maxima maximaal maximale maxime maximum maximumsnelheid maxwell may maya mayan maybe
        mayer maynard mayo mayonaise mays mazda maze mazelen mazzel mba mbo mbt mccain mccarthy
        mccartney mccoy mcdonald mcdonalds mcguire mchale mckay mckenzie mclaren mcqueen meade mean
        meander meaning means mears meat mechanisch mechanische mechanisme mechanismen mechelen
        mechelse med medaille medailles medaillon mede mededelen mededeling mededelingen mededogen
        medegebruik medel medeleven medelijden medemblik medemens medeoprichter medeplichtig
        medeplichtigheid medestanders medestudenten medewerker medewerkers medewerking medewerkster
        medeweten medezeggenschap media mediaan mediation mediator medical medicatie medici
        medicijn medicijnen medicinale medicine medina medio medisch medische meditatie mediteren
        mediterrane medium medusa medvedev mee meebracht meebrengen meebrengt meededen meedeed
        meedelen meedenken meedoen meedoet meedogenloos meedogenloze meegaan meegaat meegebracht
        meegedaan meegedeeld meegegaan meegegeven meegekregen meegemaakt meegenomen meegerekend
        meegesleurd meegeven meegewerkt meeging meehan meehelpen meekijken meel meelopen meemaakt
        meemaakte meemaken meen meenam meenamen meende meeneemt meenemen meent meepraten meer
        meerdaagse meerdere meerderen meerderheid meerijden meermaals meermalen meern meerssen
        meervoud meervoudig meervoudige meerwaarde meerwaarden meerweg mees meeslepen meespeelt
        meespelen meest meestal meeste meesten meester meesteres meesters meesterwerk meesterwerken
        meet meetelt meeting meetings meets meetstations meetwaarden meeuw meeuwen meeuwis
        meevallen meewerken meewerkt meezingen meg mega megan meghan mehmet mei meid meiden meier
        meijden meijer meijers meike meikever mein meinweg meir meise meisje meisjes meisjesnaam
        meister mekaar mekka mekong mel melamine melange melania melanie melanine melatonine
        melbourne meld meldde meldden melden melder melding meldingen meldkamer meldpunt meldt
        melissa melk melken melker melktanden melkvee melkweg melkwegstelsel melkwegstelsels melle
        mellitus mello melodie melodieen melody meloen melsbroek melsen melt melton melvin member
        members membraan meme memo memoires memorabele memorial memories memory memphis men mena
        mendel mendes mendoza meneer menen meng mengeling mengen mengsel mengt menig menigte mening
        meningen meningsuiting meningsverschil meningsverschillen menno mens mensapen mensch
        menschen mense menselijk menselijke menselijkheid mensen mensenhandel mensenleven
        mensenlevens mensenrechten mensenrechtenactivist mensenrechtenschendingen mensheid mensjes
        menstruatie mentaal mental mentale mentaliteit menten mentor mentoren menu menukaart mep
        meppel meppen mer meral merc mercado mercator mercators mercedes mercer merchandise merci
        mercure mercurial mercurius mercury mercy merde mere meredith merel merels meren merendeel
        merg merge mergel mergelgrotten mergelsteen merida meridiaan merk merkbaar merkel merken
        merknaam merkt merkte merkten merkwaardig merkwaardige merle merlijn merlin merrie merries
        merry mers mertens meryl mes mesjes mesosfeer mess message messe messen messenger messi
        messias messing mest mesten mestkever meststof met meta metaal metafoor metal metalen
        metallica metamorfose meteen meten meteo meteoor meteor meteoren meteoriet meteorieten
        meteorologie meteorologisch meteorologische meter meters metgezel metgezellen methaan
        methadon method methode methoden methodes methodiek methodologie methodologisch
        methodologische meting metingen metoo metro metropolis metropolitan metropool metrostation
        mets metselaar metselwerk metten metz meubel meubelen meubels meubilair meug meuk meulen
        meunier meus meuse meute mevr mevrouw mexicaan mexicaans mexicaanse mexicanen mexico meyer
        meyers mezelf mgr mhz mia miami mic micha michael michaela michaella michaels michail
        michal miche micheal michel michelangelo michele michelin michelle michels michiel michiels
        michielsgestel michigan mick mickey mickie micro microchip microfoon microfoons microgolf
        microgolfoven microgolven micrometer microscoop microscopen microsoft mid middag middags
        middaguur middel middelandse middelbaar middelbare middelburg middelburgse middeleeuwen
        middeleeuws middeleeuwse middelen middelgrote middelharnis middellandse middellange
        middellijn middelmatig middelmatige middelpunt middels middelste middelvinger midden
        middendorp middenin middenklasse middenmoot middenoor middenstand middenveld middenvelder
        middenweg middernacht middle midi midnight mie mieden miek mieke miel mien miep mier mierde
        mierden mieren mierlo mies miet mietjes miffy mig migraine migrant migranten migratie
        miguel mij mijden mijdrecht mijl mijlen mijlpaal mijmeren mijn mijnbouw mijne mijnen mijner
        mijnheer mijnwerker mijnwerkers mijt mijzelf mik mika mikael mike mikhail mikken miko mikt
        mil mila milaan milan milano mild milde milder mile miles miley milf milfs mili milieu
        milieuvriendelijk milieuvriendelijke militair militaire militairen militante militanten
        militie milities milj miljard miljardair miljarden miljoen miljoenen miljonair miljonairs
        milk milkshake mill mille millennium miller milli milliliter millimeter million mills milly
        milo milt milton milwaukee mimi min mina minachting minas mind mindanao minder mindere
        minderen minderheden minderheid minderjarig minderjarige minderjarigen minderwaardig
        mindfulness minds mindset mindy mine minecraft miner mineraal mineralen minerva mineur ming
        minhstad mini miniatuur minidisc minima minimaal minimale minimum minimumloon minister
        ministerie ministeriele ministeries ministerraad ministers mink minnaar minnares minne
        minneapolis minnen minnesota minnie minor minsk minst minste minsten minstens mint minus
        minuscule minute minuten minutes minuut minuutje minuutjes mio mir mira mirakel miranda
        miriam mirjam miro mirror mirt mis misa misbruik misbruiken misbruikt misbruikte mischa
        mischien misdaad misdaan misdaden misdadig misdadiger misdadigers misdrijf misdrijven mise
        misgaan misgaat misgegaan misgelopen mishandeld mishandelde mishandelen mishandeling
        miskraam misleid misleiden misleidend misleidende misleiding mislopen mislukken mislukking
        mislukt mislukte miso misplaatst misplaatste miss misschien misselijk misselijkheid
        misselijkmakend missen missie missies missing mission missionaris missionarissen
        mississippi missouri misstanden missy mist miste misten mister misty misvatting misverstand
        misverstanden mit mitch mitchel mitchell mits mitsubishi mitt mitte mix mixed mixen mixer
        mixt mixtape miyagi mkb mln mma mmm mnd moan mob mobiel mobiele mobieltje mobieltjes mobile
        mobilisatie mobiliseren mobiliteit moby mocht mochten mod modaal modder mode model modellen
        modem modern moderne moderner moderniseren modernisering modernste modeshow mods module
        modules modus moe moed moeder moederbedrijf moederdag moederland moedermelk moeders
        moederschap moedertaal moedig moedigde moedige moedigen moedigt moeilijk moeilijke
        moeilijker moeilijkheden moeilijkheid moeilijkste moeite moeiteloos moeizaam moeizame moer
        moeras moerasgas moerassen moerdijk moes moeskroen moest moesten moestuin moet moeten
        moezel mog mogadishu moge mogelijk mogelijke mogelijkheden mogelijkheid mogelijks mogen
        mogendheden mohamed mohammad mohammed mohr mohs moi mojo mok mokken mol mold moldavie
        moleculaire moleculen molecuul molen molenaar molenbeek molenberg molens molenstraat mollen
        mollige molly molokai mols molt molukse mom moment momenteel momenten momentje moments
        momentum moms mon mona monaco monarch monarchie monarchvlinder monasch mond monday monddood
        monde mondeling mondelinge monden mondiaal mondial mondiale mondje mondkapje mondkapjes
        mondo mondriaan mondt monet monetaire money mong mongolen mongolie moni monica monique
        monitor monitoren monitoring monk monkey monnickendam monnik monniken mono monoloog
        monopolie monopoly monroe mons monsieur monster monsters mont montage montana monte
        montenegro monteren montessori monteur monteurs montfoort montgomery montpellier montreal
        montserrat monty monument monumentaal monumentale monumenten monumentendag monza moo mooc
        mood moody mooi mooie mooier mooiere moois mooist mooiste mook moon moonlight moor moord
        moordaanslag moorden moordenaar moordenaars moordend moordzaak moore mooren moors moos moot
        mooy mop moppen moppie mops mor mora moraal morales moraliteit mord more moreau moreel
        morel morele moreno morfine morgan morgana morgen morgenavond morgenmiddag morgenochtend
        morgens morgenster morgenstern morgenvroeg morning moro morris morrison mors morse mort
        morten mortieren morton mortuarium mos moscow moses moskee moskeeen moskou moskouse moslim
        moslimbroederschap moslims moss mossad mossel mosselen most mosterd mosul mot motel mother
        motie motief moties motieven motion motivatie motiveert motiveren motiverend moto motogp
        motor motoren motorfiets motorfietsen motorische motorkap motorrijder motorrijders motors
        motorsport motregen mots motten mottenballen motto moulin moulins mount mountain
        mountainbike mountainbiken mountains mous mouse moussa mouth mouw mouwen move movement
        moves movie movies moving mozaiek mozambique mozart mozes mozilla mri mrs mrt msc msn mss
        msv mtb mtr mtv mubarak much mueller muffins mug muggen muhammad muiden muil muiltjes muir
        muis muisje muisjes muiterij muiters muizen mulder muller mullins multatuli multi
        multiculturele multifunctioneel multifunctionele multimedia multinational multinationals
        multiplayer multiple mum mumbai mummie munchen mundo munitie munt munten muntje muntjes
        murcia murder murdoch muren murphy murray murs mus muse musea muses museum music musical
        musicals musici musicus musk musketiers muskusrat muslim mussolini must mustafa mustang
        mutant mutanten mutatie mutaties muts mutsen mutsje mutsjes muur muurschildering
        muurschilderingen muurtje muurwerk muze muziek muziekcassette muziekfestival
        muziekindustrie muziekinstrument muziekinstrumenten muziekje muziekles muziekschijfje
        muziekschool muziekstijl muziekvereniging muziekvideo muzikaal muzikale muzikant muzikanten
        mvo mvv myanmar myer myers myn myoglobine myra myriam myself myspace myst mysterie
        mysteries mysterieus mysterieuze mystery mystic mystiek mystieke mythe mythen mythes
        mythische mythologie mythologische na naa naad naadloos naai naaien naait naakt naakte
        naald naalden naaldstruik naaldwijk naam naamloze naamsbekendheid naamsvermelding naamwoord
        naan naar naarden naargelang naarmate naars naarstig naartoe naas naast naaste naasten
        naastgelegen nabestaanden nabij nabije nabijgelegen nabijheid nablijven naburige nac nach
        nacht nachtclub nachtdienst nachtelijke nachten nachthemel nachtje nachtkastje nachtleven
        nachtmerrie nachtmerries nachtrust nachts nachtwacht nachtzwaluw nacional nacl nacompetitie
        nada nadal nadat nadeel nadelen nadelig nadenk nadenken nadenkt nader nadere naderen
        naderend naderende naderhand nadert nadia nadien nadine nadoen nadruk nadrukkelijk naer
        nagaan nagasaki nagedacht nagedachtenis nagegaan nagekeken nagekomen nagel nagelaten
        nageleefd nagellak nagels nagemaakt nagenoeg nageslacht nah naief naieve nail nairobi
        najaar najaars naked nakijken nakomelingen nakomen nakomt nalaten nalatenschap nalatigheid
        naleven naleving nam namaak name namelijk namen namens names namibie namiddag nan nana
        nancy nand nanny nano nanometer nans nantes naomi naoorlogse nap napels napoleon napoli nar
        narcis narcist narcos narcose narcotica nare naruto nas nasa nash nashville nasi naslagwerk
        nasleep nasr nassau nasser nastreeft nastreven nat natalia natalie natasha natasja nate
        nathalie nathan nathaniel natie naties nation nationaal national nationale nationalisme
        nationalisten nationalistisch nationalistische nationaliteit nationaliteiten nationals
        nations native nato natrium natte natter natur natura natural naturalis nature naturel
        natuur natuurbeheer natuurbescherming natuurgebied natuurgebieden natuurkunde
        natuurkundecongressen natuurkundige natuurkundigen natuurlijk natuurlijke natuurmonumenten
        natuurpark natuurrampen natuurreservaat natuurschoon natuursteen natuurstenen
        natuurwetenschappen nauta nauw nauwe nauwelijks nauwgezet nauwkeurig nauwkeurige
        nauwkeuriger nauwkeurigheid nauwlettend nav navarro navel navigatie navigatiesysteem
        navigator navigeren navo navolging navraag navragen navy naw nazareth nazaten nazi nazomer
        nazorg nba nbc nbsp ncrv ne neal near nebraska nec nectar ned nedam neder nederig
        nederigheid nederlaag nederlagen nederland nederlanden nederlander nederlanders nederlands
        nederlandsch nederlandsche nederlandse nederlandstalig nederlandstalige nederlanse
        nederrijn nederweert nederzetting nederzettingen nee need neef neefje neefjes neel neem
        neemt neen neer neerbuigend neergehaald neergelegd neergeschoten neergeslagen neergestoken
        neergestort neergezet neerhalen neerkomt neerlandia neerlands neerleggen neerschieten
        neerslaan neerslag neerwaartse neerzet neerzetten negatief negatieve negeer negeerde
        negeert negen negende negentien negentiende negentig neger negeren negers neig neigen
        neiging neigingen neigt neil neill neiman nein neit nek nekken nekwervels nel nell nelly
        nelson nemen nemo nen neo neon neongas neos nep nepal nepalese neptune neptunes neptunus
        nerd nerds neres nergens nero nerveus nes ness nest nestelen nesten nestle nestor net
        netanyahu netflix netherlands netjes netneutraliteit nets nette netten netto netvlies
        netwerk netwerken network networks neu neue neuenhaus neuf neuh neuhaus neuk neuken neukt
        neumann neurale neurenberg neuro neurologische neuroloog neuron neuronen neus neushoorn
        neushoorns neuson neuss neut neuten neutraal neutral neutrale neutraliseren neutraliteit
        neutrino neutron neutronen neuzen nevada neve nevel nevele nevels neven never neverland
        neville new newark newcastle newman newport news newton newtons next nexus neyman nfc nfl
        ngo nguyen nhg niagara nic nicaragua nice niche nicholas nichols nicht nichten nichtje
        nichtjes nick nickelodeon nicki nicklas nicky nico nicola nicolaas nicolaasga nicolae
        nicolaes nicolai nicolas nicolaus nicole nicolette nicolien nicolle nicotine nie niek niel
        niels nielsen niemand nienke nier nieren niers nierziekte nies niessen niet nieten nietig
        nietje nietjes nieto niets niettemin nietwaar nietzsche nieu nieuw nieuwbouw nieuwe
        nieuwegein nieuwelingen nieuwenhuis nieuwer nieuwere nieuwerkerk nieuwjaar nieuwkomer
        nieuwkomers nieuwkoop nieuwland nieuwpoort nieuws nieuwsbericht nieuwsberichten nieuwsblad
        nieuwsbrief nieuwsbrieven nieuwsgierig nieuwsgierige nieuwsgierigheid nieuwssite nieuwste
        nieuwstraat nieuwtje nieuwtjes niezen nigel niger nigeria nigeriaans nigeriaanse night
        nightingale nights nihil nijenhuis nijkerk nijl nijland nijlpaard nijlpaarden nijman
        nijmeegs nijmeegse nijmegen nijn nijntje nijs nijverdal nik nika nike niki nikita nikkel
        nikki nikkie nikko niklaas niklas niklaus niko nikola nikolaas nikolai nikolaj nikolaos
        nikolay nikon nikos niks nils nimmer nina nine ninja nino ninove nintendo nipo nippen
        nippertje nipt niro nirvana nis nissan nits niveau niveaus nivel nivo nix nixon njord nld
        nlp nmbs noa noach noah nobel nobele nobelprijs nobelprijswinnaar nobody noc noch nochtans
        node noden nodig nodigde nodige nodigen nodigt noedels noel noem noemde noemden noemen
        noemenswaardige noemer noemt noen noet nog nogal nogmaals noir noise nok nokia nokken nolan
        nolf nollen nom nomad nomaden nomadische nominale nominatie nominaties nomineren non
        nonchalant none nong nonkel nonnen nonsens nood noodgedwongen noodgevallen noodhulp
        noodlanding noodlot noodrem noodsituatie noodsituaties noodtoestand noodweer noodzaak
        noodzakelijk noodzakelijke noodzakelijkerwijs nooit nook noon noor noord noordam noordelijk
        noordelijke noorden noorder noorderlicht noorderling noordkant noordoost noordoosten
        noordoostpolder noordpool noordse noordster noordwaarts noordwest noordwesten
        noordwesterstorm noordwijk noordwijkerhout noordzee noordzij noordzijde noorman noors
        noorse noort noorwegen noot nootdorp nootjes nootmuskaat nope nor nora noradrenaline
        norbert nord norden norder nordic nordin noren norfolk norg norges norm norma normaal
        normaals normal normale normaliter norman normandie normann normen norris nort norte north
        northern norton nos nostalgie nostalgisch nostalgische not nota notaris note noteer noteert
        noten notendop noteren notering notes nothing notie notitie notities notre notter
        nottingham notulen nou noud nouri nous nouveau nouwens nov nova novak novel november novum
        now npo nps nrc nrs nsa nsb nsf ntr nu nuance nuchter nuchtere nucky nucleair nucleaire
        nuclear nude nuenen nuke nul nullen nulmeridiaan nulpunt numan number numbers nummer
        nummers nummertje nunspeet nuon nuri nut nuth nutteloos nutteloze nuttig nuttige nuttigs
        nuyens nvidia nvm nvwa nwo nxp nyc nylon nys nza oak oakland oase oasis obama ober obesitas
        obi object objecten objectief objectieve objectiviteit oblast obligatie obligaties obs
        obscure observatie observaties observer observeren obsessie obstakel obstakels occasion
        occupy oceaan ocean oceanen oceanie och ochtend ochtenden ochtends ockels ocmw ocon octavia
        october octopus octrooi ocw odd ode oder odessa odette odijk odin odo odoorn oedenrode
        oefen oefenen oefening oefeningen oefent oefenwedstrijd oefenwedstrijden oeganda oegstgeest
        oei oekraiens oekraiense oekraine oekrainers oeps oer oeratoom oerknal oermens oerwoud
        oester oesters oeuvre oever oevers oezbekistan of off offensief offer offeren offerfeest
        offers offert offerte offertes office officer official officieel officiele officier
        officieren offline offs offshore ofschoon oftewel ofwel ofzo ogden ogen ogenblik
        ogenblikken ogend ogenschijnlijk oger ohh ohio ohm oid oil oirschot oisterwijk oja okay oke
        okee okinawa okken oklahoma okra oksel oksels okt oktober ola olaf olav old oldambt olde
        oldebroek oldenzaal older oldtimer oldtimers ole oleander oleg olen olga olie oliebol
        oliebollen oliebronnen oliedom olien olievelden olieverf olifant olifanten olifantje
        olijfblad olijfolie olijftak olijven olive oliver olivia olivier olle ollie olsen olst olv
        olympia olympic olympique olympisch olympische olympus om oma omaha oman omar omarmd
        omarmen omarmt ombouw ombouwen ombudsman omdat omdraaien omdraait ome omega omelet omen
        omer omg omgaan omgaat omgang omgebouwd omgebouwde omgebracht omgedoopt omgedraaid omgegaan
        omgekeerd omgekeerde omgekocht omgekomen omgeleid omgerekend omgeslagen omgetoverd
        omgevallen omgeven omgeving omgevingen omgevingswet omgevormd omgezet omheen omheind
        omheining omhelzing omhoog omhulsel omkeren omkijken omkleden omknaagt omkoping omkwam
        omkwamen omlaag omleiding omliggende omloop omlooptijd ommekeer ommen omnium omringd
        omringende omringt omroep omroepen omschreef omschreven omschrijft omschrijven omschrijving
        omsingeld omslaan omslag omsmelten omstanders omstandigheden omstreden omstreeks omstreken
        omtrek omtrent omvallen omvang omvangrijk omvangrijke omvat omvatten omver omweg omwille
        omwonenden omzeilen omzet omzetten omzetting onaangenaam onaangename onaanvaardbaar
        onaardig onacceptabel onafgebroken onafhankelijk onafhankelijke onafhankelijkheid
        onafhankelijkheidsoorlog onbedoeld onbeduidend onbegrijpelijk onbegrip onbekend onbekende
        onbekenden onbelangrijk onbeleefd onbemande onbepaalde onbeperkt onbeperkte onbereikbaar
        onbeschoft onbetaalbaar onbetrouwbaar onbetrouwbare onbewoonbaar onbewoond onbewust
        onbewuste onbruikbaar once oncologie onconventionele ondankbaar ondanks onde ondenkbaar
        onder onderaan onderafdeling onderarm onderbouw onderbouwd onderbouwen onderbouwing
        onderbreekt onderbreken onderbreking onderbrekingen onderbrengen onderbroek onderbroken
        onderbuik onderdak onderdanen onderdanig onderdanige onderdeel onderdelen onderdirecteur
        onderdompeling onderdoor onderdruk onderdrukken onderdrukking onderdrukt onderdrukte
        onderduiken onderen ondergaan ondergaat ondergang ondergebracht ondergedoken ondergedompeld
        ondergeschikt ondergeschikte onderging ondergoed ondergrond ondergronds ondergrondse
        onderhand onderhandelaar onderhandeld onderhandelen onderhandeling onderhandelingen
        onderhandelt onderhands onderhevig onderhoud onderhouden onderhoudend onderhoudt onderin
        onderkant onderklasse onderkleding onderkoeld onderkoelde onderkoeling onderkomen
        onderkoning onderlangs onderliggende onderling onderlinge ondermijnen ondermijnt ondernam
        onderneemt ondernemen ondernemend ondernemende ondernemer ondernemers ondernemerschap
        onderneming ondernemingen ondernemingsraad ondernomen onderpand onderricht onderschat
        onderschatten onderscheid onderscheiden onderscheidend onderscheidende onderscheiding
        onderscheidingen onderscheidt onderscheppen onderschept onderschrift onderschrijven
        onderspit onderstaand onderstaande onderste ondersteboven onderstel ondersteun ondersteund
        ondersteunde ondersteunen ondersteunende ondersteuning ondersteunt onderstreept onderteken
        ondertekenaars ondertekend ondertekende ondertekenden ondertekenen ondertekening
        ondertekent ondertitel ondertiteld ondertiteling ondertitels ondertoon ondertussen onderuit
        onderverdeeld ondervinden ondervindt ondervoeding ondervond ondervonden ondervraagd
        ondervraagden ondervragen ondervraging onderwater onderweg onderwereld onderwerp
        onderwerpen onderwerping onderwezen onderwijl onderwijs onderwijsinstellingen onderwijzen
        onderwijzer onderwijzeres onderwijzers onderworpen onderzeeboot onderzeeer onderzeeers
        onderzijde onderzocht onderzochten onderzoek onderzoeken onderzoeker onderzoekers
        onderzoeksbureau onderzoekscentrum onderzoekscommissie onderzoeksjournalistiek
        onderzoeksproject onderzoeksrechter onderzoeksresultaten onderzoeksteam onderzoekt
        ondeugend ondeugende ondiep ondiepe ondoorgrondelijk ondraaglijk ondubbelzinnig onduidelijk
        onduidelijke onduidelijkheid one oneens oneerlijk oneerlijke oneindig oneindige onenigheid
        onervaren ones oneven onfatsoenlijk ong onge ongeacht ongeboren ongebruikelijk
        ongebruikelijke ongebruikt ongebruikte ongedaan ongedeerd ongedierte ongeduldig ongegrond
        ongehinderd ongehoord ongehoorzaam ongehoorzaamheid ongehuwd ongekend ongekende ongeldig
        ongelijk ongelijke ongelijkheid ongelofelijk ongelofelijke ongeloof ongelooflijk
        ongelooflijke ongeloofwaardig ongelovige ongelovigen ongeluk ongelukje ongelukken
        ongelukkig ongelukkige ongemak ongemakkelijk ongemakkelijke ongemakken ongemeen ongemerkt
        ongenade ongenoegen ongeoorloofde ongepast ongepaste ongeregeldheden ongerepte ongerust
        ongerustheid ongeschikt ongeschonden ongeslagen ongesteld ongestoord ongestraft
        ongetwijfeld ongevaarlijk ongeval ongevallen ongeveer ongevoelig ongevraagd ongewapende
        ongewenst ongewenste ongewijzigd ongewild ongewone ongewoon ongezien ongezond ongezonde
        ongunstige onhandig onhandige onheil onherkenbaar onhoudbaar onion onjuist onjuiste
        onkosten onkruid onlangs online onlogisch onlosmakelijk onlusten only onmacht onmenselijk
        onmenselijke onmiddelijk onmiddellijk onmiddellijke onmisbaar onmisbare onmiskenbaar
        onmogelijk onmogelijke onnatuurlijk onnatuurlijke onnen onnes onno onnodig onnodige onnozel
        onnozele ono onofficiele ononderbroken onontbeerlijk onopgeloste onopgemerkt onophoudelijk
        onopvallend onpartijdig onrecht onrechte onrechtmatig onrechtmatige onrechtvaardig
        onredelijk onregelmatig onregelmatige onregelmatigheden onroerend onroerende onrust
        onrustig onrustige ons onschadelijk onschatbare onschendbaarheid onschuld onschuldig
        onschuldige onschuldigen onstabiel onsterfelijk onsterfelijke onsterfelijkheid onszelf ont
        ontberingen ontbeten ontbijt ontbijten ontbijtje ontbinden ontbinding ontboden ontbonden
        ontbossing ontbrak ontbranding ontbreekt ontbreken ontbrekende ontcijferen ontdaan ontdek
        ontdekken ontdekking ontdekkingen ontdekt ontdekte ontdekten ontdoen ontdooien ontdooit
        onteigening ontelbare onterecht onterechte ontevreden ontevredenheid ontgaan ontgrendelen
        onthaal onthaald ontheven onthoofd onthoud onthouden onthouding onthoudt onthuld onthulde
        onthullen onthulling onthullingen onthult ontken ontkend ontkende ontkennen ontkenning
        ontkent ontketenen ontknoping ontkomen ontkomt ontkracht ontlading ontlasten ontlasting
        ontleden ontleedde ontleend ontlopen ontmaagd ontmanteld ontmantelen ontmanteling
        ontmaskerd ontmaskeren ontmoedigd ontmoedigen ontmoet ontmoeten ontmoeting ontmoetingen
        ontmoetingsplaats ontmoetingsplek ontmoette ontmoetten ontneemt ontnemen ontnomen
        ontoegankelijk ontoereikend ontploffen ontploffing ontploft ontplofte ontplooien ontrafelen
        ontroerd ontroerend ontroerende ontrouw ontruimd ontruimen ontruiming ontslaan ontslaat
        ontslag ontslagen ontsloeg ontsluiting ontsnappen ontsnapping ontsnapt ontsnapte ontspan
        ontspannen ontspannend ontspanning ontspringt ontstaan ontstaat ontstane ontsteking
        ontstoken ontstond ontstonden onttrekken onttrokken ontucht ontvang ontvangen ontvanger
        ontvangers ontvangst ontvangt ontvankelijk ontving ontvingen ontvlucht ontvluchten ontvoerd
        ontvoerde ontvoerders ontvoeren ontvoering ontvoeringen ontwaakt ontwaken ontwerp ontwerpen
        ontwerper ontwerpers ontwerpt ontwierp ontwijken ontwijkt ontwikkel ontwikkelaar
        ontwikkelaars ontwikkeld ontwikkelde ontwikkelden ontwikkelen ontwikkelende ontwikkeling
        ontwikkelingen ontwikkelingshulp ontwikkelingslanden ontwikkelingssamenwerking ontwikkelt
        ontworpen ontzag ontzegd ontzeggen ontzet ontzetten ontzettend ontzettende ontzetting
        ontzien onveilig onveilige onveiligheid onveranderd onverantwoord onverantwoordelijk
        onvergetelijk onvergetelijke onverharde onverklaarbare onvermijdelijk onvermijdelijke
        onverminderd onvermogen onverschillig onverschilligheid onverstandig onverwacht onverwachte
        onverwachts onvindbaar onvoldoende onvolledig onvolledige onvolwassen onvoorspelbaar
        onvoorspelbare onvoorstelbaar onvoorwaardelijk onvoorwaardelijke onvoorziene onvrede onwaar
        onwaardig onwaarheden onwaarschijnlijk onwaarschijnlijke onweer onweersbui onweerstaanbaar
        onweerswolk onwel onwetend onwetende onwetendheid onwettig onwettige onwijs onze onzeker
        onzekere onzekerheden onzekerheid onzes onzichtbaar onzichtbare onzin onzinnig onzinnige
        oog oogarts oogbollen oogcontact oogen ooggetuige ooggetuigen oogje oogjes oogleden
        oogopslag oogpunt oogst oogsten oogstte oogt ooh ooi ooievaar ooievaars ooit ook oom ooms
        oor oorbel oorbellen oord oordeel oordeelde oordeels oordeelt oordelen oorden oordopjes
        oorkonde oorlog oorlogen oorlogsgebied oorlogsmisdaden oorlogsschepen oorlogsschip
        oorlogstijd oorsprong oorspronkelijk oorspronkelijke oort oortjes oortwolk oorverdovend
        oorzaak oorzaken oost oostburg oostelijk oostelijke oosten oostende oostenrijk oostenrijks
        oostenrijkse ooster oosterbeek oosterburen oosterhout oosterhuis oosters oosterschelde
        oosterscheldekering oosterse oosterzee oosthoek oostkant oostkust oostvaardersplassen
        oostveen oostwaarts oostwold oostzaan oostzee oostzijde ootmarsum op opa opbergen opblazen
        opbouw opbouwen opbrandt opbrengen opbrengst opbrengsten opdagen opdat opdoen opdook
        opdraaien opdracht opdrachten opdrachtgever opdrachtgevers opdringen opdringerig opdrinken
        opduiken opduikt opeens opeenvolgende opeisen opel open openbaar openbaarheid openbare
        openbaren openbaring opende openden openen opener opengaan opengebroken opengesteld
        openhartig openheid opening openingen openingsceremonie openingstijden openlijk openlijke
        openlucht openluchtmuseum openmaken opensourcesoftware openstaan openstaande openstelling
        opent oper opera operatie operatiekamer operaties operation operationeel operationele
        operations operator opereert opereren opeten opfrissen opgaan opgaat opgang opgave opgaven
        opgeblazen opgeborgen opgebouwd opgebracht opgedaan opgedeeld opgedoken opgedragen
        opgedrongen opgeeft opgeeist opgegaan opgegeten opgegeven opgegraven opgegroeid opgehaald
        opgehangen opgeheven opgehouden opgejaagd opgeknapt opgekomen opgeladen opgelegd opgelegde
        opgeleid opgeleide opgeleiden opgelet opgeleverd opgelicht opgelopen opgelost opgelucht
        opgemaakt opgemerkt opgenomen opgeofferd opgepakt opgepast opgepikt opgericht opgerichte
        opgeroepen opgerold opgeruimd opgescheept opgeschort opgeschreven opgeschrikt opgeslagen
        opgeslokt opgesloten opgesplitst opgespoord opgestaan opgestapt opgestart opgestegen
        opgesteld opgestelde opgestoken opgestuurd opgetekend opgeteld opgetogen opgetreden
        opgetrokken opgevallen opgevangen opgevat opgeven opgevoed opgevoerd opgevolgd opgevouwen
        opgevraagd opgevuld opgewarmd opgewassen opgewekt opgewekte opgewonden opgeworpen opgezegd
        opgezet opgezette opgezocht opgezwollen opgraving opgravingen opgroeide opgroeien ophalen
        ophangen ophanging ophef opheffen opheffing opheldering ophield ophouden ophoudt opijnen
        opinie opiniestuk opinion opium opkijken opklarend opknapbeurt opknappen opkomen opkomende
        opkomst opkomt opkopen opkwam opladen oplader oplage oplaten opleggen oplegt opleiden
        opleiding opleidingen oplet opletten opleverde opleveren oplevering oplevert opleving
        oplichten oplichter oplichters oplichting opliep oploopt oplopen oplopende oplosmiddel
        oplosmiddelen oplossen oplossing oplossingen oplost opluchting opmaak opmaat opmaken opmars
        opmerkelijk opmerkelijke opmerken opmerking opmerkingen opmerkt opmerkte opnam opname
        opnamen opnames opneemt opnemen opnieuw opofferen opoffering oponthoud oppakken oppakt
        oppas oppassen opper opperarmbeen opperbevelhebber opperde opperhoofd opperste oppervlak
        oppervlakken oppervlakkig oppervlakkige oppervlakte oppervlaktewater oppikken opponent
        oppositie oppositieleider oppositiepartij oppositiepartijen oprah oprapen oprecht oprechte
        oprechtheid oprichten oprichter oprichters oprichting oprichtster opriep oprit oproep
        oproepen oproept oproer oprotten opruiing opruimen opruiming oprukken ops opscheppen
        opschieten opschrift opschrijven opschudding opslaan opslag opslagplaats opslagruimte
        opsluiten opsluiting opsomming opsporen opsporing opspraak opstaan opstaat opstand
        opstandelingen opstanden opstandig opstandige opstanding opstap opstappen opstapt opstart
        opstarten opstegen opsteken opstel opstelde opstellen opstelling opstellingen opstelt
        opstijgen opstond opsturen opt optellen optie optiek opties optillen optimaal optimale
        optimalisatie optimaliseren optimisme optimist optimistisch optimistische optimus optioneel
        optisch optische optocht optrad optraden optreden optredens optreedt optrekken opus
        opvallen opvallend opvallende opvalt opvang opvangen opvarenden opvatten opvatting
        opvattingen opviel opvoeden opvoeding opvoeren opvolgen opvolgende opvolger opvolgers
        opvolging opvragen opvrolijken opwaartse opwarmen opwarming opwekken opwekking opwindend
        opwindende opwinding opzadelen opzeggen opzet opzettelijk opzettelijke opzetten opzicht
        opzichte opzichten opzichter opzien opzij opzoek opzoeken opzoekt oraal oracle orakel orale
        orang orange oranje oranjerode oranjes orca orchestra orchidee orchideeen orde orden
        ordenen ordening order orders ordinair ordinaire oregon oren org orga orgaan organen
        organisatie organisaties organisator organisatoren organisatorische organisch organische
        organiseer organiseerde organiseerden organiseert organiseren organisme organismen organist
        organization orgasme orgel orgie orie orientatie origin original originaliteit origine
        origineel originele orion orka orkaan orkanen orkest orkesten orks orlando orleans
        ornamenten oro orson ortelius orthodox orthodoxe ortiz orton orwell osaka osama oscar
        oscars osdorp oskar oslo osman oss osse osteoporose oster oswald other otis otte otten
        ottens otter otters otto ottomaanse oud ouddorp oude oudejaarsavond ouden oudenaarde
        oudenbosch ouder ouderdom oudere ouderen ouderenzorg ouderkerk ouderlijk ouderlijke ouders
        ouderschap ouderwets ouderwetse oudewater oudheid oudje oudjes ouds oudsher oudste oudsten
        our out outdoor outer outfit outfits outlet outlook output outs ouwe ovaal ovale ove oven
        ovens ovenschaal over overal overall overbelast overbelasting overberg overblijfsel
        overblijfselen overblijft overblijven overbodig overbodige overboord overbrengen
        overbrenging overbruggen overdag overdekt overdekte overdoen overdosis overdracht
        overdragen overdreven overdrijf overdrijft overdrijven overduidelijk overeen overeengekomen
        overeenkomen overeenkomst overeenkomsten overeenkomstig overeenkomstige overeenkomt
        overeenstemming overeind overflakkee overgaan overgaat overgang overgave overgebleven
        overgebracht overgedragen overgegaan overgegeven overgehaald overgehouden overgekomen
        overgelaten overgeleverd overgelopen overgemaakt overgenomen overgeplaatst overgeslagen
        overgestapt overgestoken overgeven overgewicht overgezet overgoten overgrootvader overgrote
        overhalen overhand overhandigd overhandigde overhandigen overhandigt overheden overheen
        overheerlijk overheerlijke overheersen overheersende overheersing overheerst overheid
        overheidsbeleid overheidsdienst overheidsdiensten overheidsinstantie overheidsinstanties
        overheidsinstellingen overhemd overhemden overhoop overhoring overhouden overig overige
        overigens overijssel overijsselse overkant overkapping overkoepelende overkomen overkomt
        overkwam overlaat overladen overlappende overlapping overlast overlaten overleden
        overledene overledenen overleed overleef overleefd overleefde overleefden overleeft overleg
        overleggen overleven overlevende overlevenden overlevering overleving overlijden overlijdt
        overlopen overmaat overmacht overmaken overmatig overmorgen overnachten overnachting
        overnam overname overnamen overnames overneemt overnemen overnieuw overreden overschakelen
        overschat overschot overschreden overschrijden overschrijven overslaan overspannen overspel
        overspoeld overspoelen overstag overstap overstappen overste oversteek oversteken
        overstroming overstromingen overstroomd overstroomde overtocht overtollig overtollige
        overtreden overtreders overtreding overtredingen overtreffen overtreft overtroffen overtuig
        overtuigd overtuigde overtuigen overtuigend overtuigende overtuiging overtuigingen
        overtuigt overuren overval overvallen overvaller overvallers overveen oververhitting
        overvloed overvloedig overvloedige overvol overvolle overweeg overweegt overweg overwegen
        overwegend overweging overwegingen overweldigd overweldigend overweldigende overwerken
        overwinnaar overwinnen overwinning overwinningen overwint overwinteren overwogen overwonnen
        overwoog overzees overzeese overzetten overzicht overzichtelijk overzichten overzien ovj
        ovl owen owens own oxfam oxford oxytocine oyen ozan ozon ozonlaag ozonmolecuul paal paaltje
        paar paard paarde paarden paardenras paardensport paardje paardrijden paars paarsbloeiende
        paarse paart paas paasdag paashaas pablo pabo pac pace pacer pacht pachter pacific
        pacifische pack packard packer paco pact pad padang padden paddenstoel paddenstoelen
        paddestoelen padding paden padre pag pagan page pager pages pagina pagode paige pain paint
        painting pair pairs pak pake pakhuis pakhuizen pakistaans pakistaanse pakistan pakje pakjes
        pakken pakket pakketje pakketjes pakketten pakt pakte pakten pakweg pal palace palais
        palazzo pale paleis paleizen palen paleo palermo palestijn palestijnen palestijns
        palestijnse palestina palet paling palingen palliatieve palm palma palmbomen palmen palmer
        palmolie palo pals pam pamela pamflet pan panama panchayat pancho pancras pancreas pand
        panda pandemie panden pandje pandora pane paneel panel panelen pang paniek panne pannen
        pannenkoek pannenkoeken panorama pans panter panther pantone pantser panty paok paolo pap
        papa pape papegaai papegaaien papendrecht paper paperback papers papier papieren papiertje
        papierwerk papoea pappa pappie paprika paps papua par para paraat paracetamol parachute
        parade parades paradijs paradise paradiso paradox paragraaf paraguay parallel parallelle
        paralympisch paralympische paramaribo parameter parameters paranoia paranormale paraplu
        parasiet parasieten parasol parate parc parcours parcs pardon pare parel parels pareltje
        pareltjes paren pares parfum parfums pari parijs parijse paris park parka parkeer
        parkeerautomaat parkeergarage parkeerplaats parkeerplaatsen parkeerterrein parken parker
        parkeren parkers parkes parket parking parkinson parks parkstad parl parlement parlementair
        parlementaire parlementarier parlementariers parlementsleden parlementslid
        parlementsverkiezingen parler parma parochie parodie parool parr pars parsons part parte
        parten participatie participatiewet participeren particulier particuliere particulieren
        partido partij partijdig partijen partijgenoot partijleider partijtje partijvoorzitter
        partizanen partner partners partnerschap partnership parts parttime party pas pascal
        pascale pasen pasfoto pasgeboren pasje pasjes paskal paso paspoort paspoorten pass passage
        passages passagier passagiers passant passe passeerde passeert passen passend passende
        passeren passie passief passieve passion past pasta paste pasten pastoor pastor pastorale
        pastorie pat pata patat patates patatje patatjes patatten patch patches pate patel patent
        patenten pater paterberg paters pathe pathologie patholoog patient patiente patienten
        patriarchaat patrice patricia patrick patriot patriotten patriottische patrol patronen
        patroon patrouille patrouilles patser patten patterson patton patty paul paula paulien
        pauline paulo paulus paus pauselijke pauw pauwels pauze pauzeren pauzes paviljoen pax
        paxton pay payne paypal paz pdc pdf peace peak peaks pearl pearson pec pech pechtold pedaal
        pedagogiek pedagogisch pedagogische pedalen pedicure pedofiel pedofielen pedro pee peel
        peer pees peeters pegasus peggy pegida peil peilen peiling peilingen peilt peize pekela
        peking pelgrim pelgrims pelikaan pell pellen peloton pels pelt pen pena penalty pender
        penelope penetratie peng penicillin penicilline peninsula penis penlite penn pennen penning
        penningmeester pennsylvania penny pens pensioen pensioenen pensioenfonds pensioenfondsen
        pensioenleeftijd pensioenregeling pension pensionering pentagon penthouse people pep pepe
        peper pepernoten pepers pepijn pepper peppers pepperspray pepsi per perceel
        perceeloppervlakte percelen percentage percentages perceptie percussie percy pere pereira
        peren perenboom peres perez perfect perfecte perfectie performance perigeum perihelion
        perihelium perikelen periode perioden periodes periodetitel periodiek periodieke periscoop
        periscope perk perkamentus perken perkins perl perm permafrost permafrostbodem permanent
        permanente permitteren perron perry pers persbericht persberichten persbureau perschef
        persconferentie perse persen perseus persgroep person persona personage personages personal
        personeel personeelsleden personele personen personenauto personenvervoer persons persoon
        persoonlijk persoonlijke persoonlijkheden persoonlijkheid persoons persoonsgegevens
        perspectief perspectieven persvrijheid peru peruaanse peruviaanse pervers perverse perzen
        perzik perzisch perzische pest pesten pester pesterijen pesticiden pet petal pete peter
        peters petersburg peterson petit petite petitie petje petra petronella petrus petten petto
        peugeot peuk peul peulen peumans peuter peuters peuterspeelzaal pezen pgb ph phaedra
        phantom pharma phd phelps phil philadelphia philae phileas philip philipp philippa philippe
        philippines philippus philips philipse phillip phillipe phillips phipps phishing phnom
        phoebe phoenix phone photo photography photos photoshop php pi pia pianist piano piazza pic
        picard picasso pick picker picknick picknicken pico pics pictogrammen picture pictures pie
        piece pieck piek pieken pieker piekeren piel piemel pien pienter piep piepen pieper
        piepklein piepkleine piepsignalen pier pierce piercen piercing pieren pierik pierre pies
        piesen piet pieten pieter pieterburen pieters pietersberg pietje pig pigment pijl pijlen
        pijler pijlers pijltje pijn pijnacker pijnen pijnlijk pijnlijke pijnloos pijnstillende
        pijnstiller pijnstillers pijnstilling pijntje pijntjes pijp pijpen pijpleiding pijplijn
        pijpt pik pikante pike pikken pikkie pikt pil pilaren pilates pilatus pile pillen pilletje
        piloot pilot piloten pilots pils pilsje pim pin pinautomaat pinautomaten pincode pinda
        pindakaas pindasaus pine ping pingen pinguin pinguins pink pinken pinkpop pinksteren pinnen
        pino pinoke pinokkio pinot pint pinten pinter pinterest pintje pinus pion pioneer pionier
        pioniers pionnen pip pipe piper pipers pir piraat piramide piramiden piramides pirate
        piraten piraterij pirates pire pires piri pis pisa pissen pissig pist piste pistolen
        pistool pit pitbull pitch piter pits pitstop pitt pitten pittig pittige pittsburgh pixel
        pixels pizza pizzeria pkc pkk pkn pla plaag plaat plaatje plaatjes plaats plaatse
        plaatselijk plaatselijke plaatsen plaatsgevonden plaatsing plaatsje plaatsnaam plaatsnemen
        plaatst plaatste plaatsten plaatsvervangend plaatsvervanger plaatsvinden plaatsvindt
        plaatsvond plaatsvonden place plaetsen plafond plafonds plagen plaggen plagiaat plak
        plakband plakken plakt plakte plan planbureau planchet plande planden plane planeet planes
        planet planetaire planetarium planeten planetoide planetoiden planetoidengordel plank
        planken plankje plankton planned plannen planner planning plant plantaardig plantaardige
        plantage plantages planten planteneter planteneters plantenresten plantensoorten
        plantenvoedsel plantijn plantin plantje plantjes plants plantsoen plantte plantten plas
        plasma plassen plast plaste plasterk plastic plastisch plastische plat plate plateau plated
        platen platenmaatschappij plates platform platformen platforms platina platinum plato
        platte plattegrond plattegronden platteland platten platter play playa playboy player
        players playing playlist plays playstation plaza plc please pleasure plechtig plechtige
        plechtigheid pleeg pleegde pleegden pleeggezin pleegouders pleegt pleegzorg plegen pleidooi
        plein pleinen pleintje pleister pleisters pleit pleitbezorger pleiten pleitte plek plekje
        plekjes plekke plekken plenaire pletten pletter plezant plezier plezieren plezierig
        plezierige plicht plichten plint plinten ploeg ploegen ploegentijdrit ploeggenoot
        ploegleider plomp plooien plop plot plots plotse plotseling plotselinge plotten plu pluche
        plug plugin plugs pluie pluim pluimvee pluis pluk plukken plukt plukten plunderen
        plundering plunderingen plus plussers pluto pocket poco pod podcast podcasts podia podium
        pods poe poedel poeder poederlaagje poedersuiker poef poeh poel poelen poels poema poen
        poep poepen poes poesje poesjes poet poetin poetisch poetische poets poetsen poezie
        poffertje poffertjes pogen poging pogingen poh point points poirot pokemon poker pokken pol
        polaire polar polare polaris polarisatie polaroid polder polderlandschap polders pole polen
        poli police policy polis politica political politici politicologie politics politicus
        politie politieagent politieagenten politieauto politiebureau politiechef
        politiecommissaris politiegeweld politiek politieke politiemacht politieman politiemensen
        politiewerk politiezone poll polle pollen polling polls polly polo pols polsen polsslag
        polten polyester pom pomp pompen pompoen pompoenen pompt pompten poms poncho pond ponden
        pong pons pont ponte ponten pony pook pool poolen pools poolse poolster poor poort poorten
        poorter poortje poorts poos poosje poot pootje pootjes pop popcorn pope popelen popje
        popmuziek poppen poppenkast poppetje poppetjes poppodium poppy pops popster populair
        populairder populaire populairste popular populariteit populatie population populisme
        populistische por poreus porien pork porn pornhub porno pornofilm pornofilms pornografie
        pornografische pornoster porsche porselein port porta portaal portable portal porte
        portefeuille portemonnee porten porter portfolio portie portier porties portland porto
        portret portretten portugal portugees portugese pos pose poseert poseren poses positie
        positief positiefs posities positieve positiever position positron post postbode postbus
        postcode posten poster posters postkantoor postma postnl posts postte postuur postzegel
        postzegels pot potassium poten potentie potentieel potentiele potje potjes potloden potlood
        pots potten potter potvis poule pour powder powell power powerpoint powers praag praat
        praatje praatjes praatte praatten pracht prachtig prachtige practice prada pradesh prado
        prairie prak praktijk praktijken praktisch praktische praline prank praten pratende prater
        pratt praxis pray pre precedent precies precieze precious precisie predicaat predikant
        predikanten prediken prediker preek prees prefectuur prehistorie prehistorische prei preken
        prem premie premier premiere premies premium prent prenten prentenboek prepaid pres present
        presentatie presentaties presentator presentatoren presentatrice presenteer presenteerde
        presenteerden presenteert presenteren presents president presidenten presidentieel
        presidentiele presidentschap presidentskandidaat presidentsverkiezingen presley press
        prestatie prestaties presteert presteren prestige prestigieuze preston pret pretje pretpark
        pretparken prettig prettige prettiger pretty preventie preventief preventieve preview prey
        pri price pride priemgetal priemgetallen priester priesters prijs prijsje prijskaartje
        prijslijst prijst prijsuitreiking prijsverhoging prijsvraag prijzen prijzengeld prijzig
        prik prikkel prikkeldraad prikkels prikken prikt pril prille prima primair primaire primark
        prime primer primera primeur primitief primitieve prince princess princeton principe
        principes principieel prins prinsen prinses prinsesje prinsessen prinsje prinsjesdag print
        printen printer printers printing printjes prints prioriteit prioriteiten pris priscilla
        prisma prison privaat privacy private privatisering prive priveleven privilege privileges
        prix prize pro probeer probeerde probeerden probeert proberen probleem probleemloos problem
        problematiek problematisch problematische problemen procederen procedure procedures procent
        proces process processen processie processor procureur produceerde produceert producent
        producenten producer produceren producers product producten productie productief
        productieproces producties productieve productiever productions productiviteit products
        proef proefpersonen proefrit proefschrift proeft proeftijd proefwerk proeven proeverij prof
        profeet professional professionals professioneel professionele professor professoren
        profeten profetie proficiat profiel profielen profielfoto profijt profile profileren profit
        profiteer profiteert profiteren profitorganisatie profs prognose program programma
        programme programmeertaal programmeertalen programmeren programmering programmeur
        programmeurs progress progressie progressief progressieve progressive project projecten
        projecteren projectie projectiel projectleider projectmanagement projectmanager
        projectontwikkelaar projectontwikkelaars projects promenade prometheus prominent prominente
        prominenten promise promisse promo promoot promoten promotie promoties promotor promoveerde
        promoveert promovendus promoveren prompt pronk pronken proof prooi proost proosten prop
        propaganda proper prophet propolis proporties propos proppen prorail prostaat prostituee
        prostituees prostitutie protect protection protectoraat proteine protest protestanten
        protestants protestantse protesteerde protesteerden protesteert protesten protesteren proto
        protocol protocollen protocols proton protonen protos prototype prototypes proud provence
        provider providers province provinciaal provinciale provincie provinciebestuur
        provinciehuis provincies provocatie proxima proximus proxy proza pruik pruiken pruim
        pruimen pruis pruisen prullenbak psa psalm psalmen pseudo pseudoniem psg psi psp psv psyche
        psychiater psychiaters psychiatrie psychiatrisch psychiatrische psychisch psychische psycho
        psychologen psychologie psychologisch psychologische psycholoog psychopaat psychopaten
        psychose psychosociale psychotherapie psychotische pta ptn ptss pub puber pubers puberteit
        public publicatie publicaties publiceerde publiceerden publiceert publiceren publiciteit
        publiek publieke publiekelijk publieksprijs publikatie publishing puck pudding puerto puin
        puinhoop puistjes puk pulitzer pull pullen pulp pulsar pulsars pulse puma pumps punch
        punjab punk punt punta punten puntige puntje puntjes punto pup pupil pupillen puppy pups
        pur pure puree purmerend purple push pushen pussy put putin putte putten puur puurs puzzel
        puzzelen puzzels pvc pvda pvv pyjama pyreneeen python qaeda qaida qatar qbuzz qing qr qua
        quad quality quantum quarantaine quarles quasar quasi quatro quattro que quebec queen
        queens queensland quentin quest question quetelet qui quick quid quin quincy quinn quintana
        quito quiz quo quote quotes raad raadde raadgever raadhuis raadplegen raadsel raadsels
        raadsheer raadsleden raadslid raadsman raadsvergadering raadt raaf raak raakt raakte
        raakten raalte raam raampje raamwerk raan raap raar raars raas raast rabat rabbi rabbijn
        rabbit rabo rabobank race racefiets racen racer races rachael rachel rachid raciale racing
        racisme racist racisten racistisch racistische rad radar radboud rade raden rader radiatie
        radiator radicaal radicale radicalen radicalisering radio radioactief radioactieve
        radioactiviteit radioamateurs radiogolven radioprogramma radiostation radiostations
        radiozender radius rae raf rafael rage rahman rai raid raider rail rails rain rainbow
        rainer rainier rains raj rake raken raket raketten ral ralf rally ralph ram rama ramadan
        rambo ramde ramen rammen ramon ramona ramos ramp rampen rampplek rampzalig rampzalige
        ramses ramsey rana ranch rand randall randen randje randolph random randstad randweg
        randwijk randy rang range rangen ranger rangers ranglijst rank ranking ransomware ranst
        ranzig rao raoul rap rape rapen raphael rapid rapper rappers rapport rapportage rapportages
        rapporteerde rapporteert rapporten rapporteren raps rare ras rascal rashid rassen raster
        rat rate rather rating ratio rationeel rationele rats ratten raul rauw rauwe ravage rave
        raven ravenstein ravijn raw ray rayan raymond rayna rayon razend razende razendsnel rbc rca
        rcd rdw reactie reacties reactor read reader reading ready reagan reageer reageerde
        reageerden reageert reageren real realisatie realiseer realiseerde realiseerden realiseert
        realiseren realisme realistisch realistische realiteit reality really realtime reanimatie
        reanimeren reaumur rebecca rebel rebellen rebellie rebound rebranding recensent recensie
        recensies recent recente recentelijk recentste recept recepten receptie receptionist
        receptioniste recessie recherche rechercheur rechercheurs recht rechtbank rechtbanken
        rechtdoor rechte rechten rechter rechterarm rechterhand rechterkant rechterlijk
        rechterlijke rechterrijstrook rechters rechterzijde rechthoek rechthoekig rechthoekige
        rechtmatige rechtmatigheid rechtop rechts rechtsaf rechtsback rechtsbijstand rechtsboven
        rechtse rechtser rechtsgang rechtsgeleerde rechtsom rechtsonder rechtspersoon rechtspraak
        rechtsstaat rechtssysteem rechtstreeks rechtstreekse rechtszaak rechtszaal rechtszaken
        rechtvaardig rechtvaardige rechtvaardigen rechtvaardigheid rechtvaardiging rechtvaardigt
        rechtzaak rechtzetten reclame reclamebord reclamebureau reclamecampagne reclames
        reclassering reconstructie reconstrueren record recordaantal recorder records recovery
        recreatie recreatief recreatieve recruitment rector recyclage recycle recyclen recycleren
        recycling red redacteur redacteuren redactie redacties redactionele redde redden redder
        redders redding reddingsoperatie rede redelijk redelijke reden redenaar redenen redeneren
        redenering rederij redmond redt reduceren reductie ree reed reeds reeel reef reek reeks
        reeksen reele reep rees reese reet reeuwijk reeves ref refereert referendum referentie
        referenties refereren reflecteert reflecteren reflectie reflecties reflex reformatie
        refrein reg regan regatta regeerakkoord regeerde regeerperiode regeert regel regelde
        regelen regelgeving regeling regelingen regelmaat regelmatig regelmatige regelmatiger
        regelrecht regelrechte regels regelt regeltjes regen regenachtige regenboog regenboogvlag
        regenboogvlies regenbui regenbuien regendans regende regendruppel regendruppels regenen
        regenjas regenpak regenrivier regens regenscherm regenseizoen regent regenten regentes
        regenval regenwater regenwoud regenwouden reger regeren regerend regerende regering
        regeringen regeringsbeleid regeringsleger regeringsleiders reggae regie regime regiment
        regimes regina regio region regionaal regional regionale regisseren regisseur regisseurs
        register registers registratie registreer registreerde registreert registreren reglement
        reglementen reguleren regulering regulier reguliere rehabilitatie reid reiger reigers
        reijer reijn reik reiken reikt reikte reikwijdte rein reina reinbert reincarnatie reinder
        reinders reine reiner reinhard reinhardt reinier reinig reinigen reiniger reinigers
        reiniging reinigt reis reisbureau reisde reisden reisgids reisje reisjes reist reistijd
        reiter reizen reizend reizende reiziger reizigers rek reken rekende rekenen rekening
        rekeningen rekeningnummer rekenkamer rekenmachine rekent rekken rekruteren rekt rel relaas
        relais relatie relatief relaties relatieve relations relativiteitstheorie relax relaxed
        relaxen relaxt relaxte release releases relevant relevante relevantie relief religie
        religies religieus religieuze religieuzen rellen relschoppers rem remake rembert rembrandt
        remco remedie remember remi reminder remise remix remmen remmer remmers remote remt remy
        ren renaissance renard renata renate renault rendabel rende rendement renden render rendez
        rendier rendieren rene renee renesse renier reniers renkum rennen renner renners rennie
        reno renovatie renoveren rens renske renson renswoude rent rente renten renton rentree renz
        reorganisatie rep repair reparatie reparaties repareren repen repertoire repeteren
        repetitie repetities replay replica reply report reportage reportages reporter reporters
        reports representatief representatieve repressie reptielen republic republiek republikein
        republikeinen republikeinse reputatie request res rescue research reservaat reserve
        reserveer reserveren reservering reserveringen reserves reservoir reset resetten residence
        resident residentie resistance resolutie resoluties resort resource resources resp respect
        respectabele respecteer respecteert respecteren respectievelijk respectievelijke
        respectloos respectvol respectvolle respondenten respons response rest restant restanten
        restaurant restaurants restauratie restaureren resten resterende restjes resultaat
        resultaten resulteerde resulteert resulteren resulterende ret retail retoriek retorische
        retour retro return retweet retweeten retweets reu reuk reuma reunie reunies reunion reus
        reusachtig reusachtige reusel reuter reuters reuze reuzen reuzenhaai reuzenrad reuzin rev
        revalidatie revanche reve revenge reverse review reviews revisie revolutie revoluties
        revolution revolutionair revolutionaire revolutionairen revolver revue rex rey reyes
        reynolds reza rhea rheden rhee rhei rhenen rhijn rhode rhodes rhodos rhoon ria rian rianne
        riante riau rib ribben ribbon ribs rica ricaans ricaanse ricardo ricciardo rice rich
        richard richards richardson riche richel richie richmond richt richten richter richtig
        richting richtingen richtlijn richtlijnen richtte richtten rick rickman ricky rico ridder
        ridderkerk ridders ride rider ridge rie riebeeck riekt riel riem riemen rien riep riepen
        ries riessen riet rieten rietje rietjes rietveld rif rigel right rights rigo rihanna riis
        rij rijbaan rijbewijs rijbewijzen rijd rijden rijdend rijdende rijder rijders rijdt rijeka
        rijen rijg rijgedrag rijk rijkdom rijkdommen rijke rijkelijk rijken rijker rijkere rijkman
        rijks rijksdienst rijksmonument rijksmuseum rijksoverheid rijkste rijksuniversiteit
        rijkswaterstaat rijksweg rijles rijlessen rijm rijmen rijmt rijn rijnland rijnmond
        rijnsburg rijp rijpe rijpen rijping rijs rijschool rijsel rijssen rijst rijstroken
        rijstrook rijstvelden rijswijk rijt rijtje rijtjes rijtuig rijtuigen rijweg rijwiel
        rijwielen rijzen rik rikki rikkie riks riley rillingen rilt rimpels ring ringen ringer
        ringo rings ringslang ringweg rinie rinkelen rintje rinus rio riolering riool rios riot
        riots rip rippen ripper rips rise risico rising risk riskant riskeert riskeren rist rit
        rita ritchie rite riten ritje ritjes ritme ritmische rits ritsen ritssluiting ritten ritter
        ritueel rituele rituelen ritus ritz riva rivaal rivalen rivaliserende rivaliteit rive river
        rivera rivers rivier riviera rivieren rivierenland riviermonding riviertje rivm rkc rna
        road roadtrip roald rob robbe robben robbert robbie robbins robby robe robert roberta
        roberto roberts robertson robijn robin robinson robot robots robs robson robuust robuuste
        roc rocco roche rochelle rocher rock rockband rocken rockers rocket rocks rocky rod roda
        roddel roddelen roddels rode roden rodenrijs rodeo roder roderick roderik rodgers rodney
        rodrigo rodrigues rodriguez rods rody roe roebel roede roedel roedels roeiboot roeien
        roeiers roekeloos roel roelof roem roemeens roemeense roemenen roemenie roemer roep roepen
        roeping roepnaam roept roer roeren roerige roermond roert roes roeselare roest roesten roet
        rog roger rogers rogge roggen rogier rogue rohan rohde roi rojas rok roke roken rokende
        roker rokers rokje rokjes rokken roks rol roland rolde role rolex rolf roll rollator rolle
        rollen rollende rollenspel roller rolletje rolletjes rollin rolling rollins rolls rolmodel
        rolstoel rolstoelen rolt rom roma romaanse roman romana romance romano romans romantiek
        romantisch romantische rome romein romeinen romeins romeinse romeo romer romero romme
        rommel rommelen rommelig rommelmarkt romp rompen roms romy ron ronald ronaldo rond ronda
        rondde ronde ronden ronder rondere rondes rondhangen rondingen rondje rondjes rondkijken
        rondleiding rondleidingen rondloopt rondlopen rondo rondom rondreis rondreizen rondrijden
        rondt rondte ronduit rondweg rong ronnes ronnie ronny rons ronse rontgen rood roodbruine
        roode roodharige roodkapje roods roof roofden roofdier roofdieren roofvogel roofvogels rooi
        rooie rooien rook rooks rookt room rooms roomse roon rooney roord roos roose roosendaal
        roosevelt rooster roosteren roosters root roots rooy rope roper rops rory ros rosa rosalie
        rosario rosberg rose rosen roses rosetta rosetti rosie rosita rosmalen ross rosse rossem
        rossi rosso rossum roster rostov rot rotary rotatie rotation rote roteert roterende roth
        roti rotonde rots rotsen rotte rotten rotter rotterdam rotterdammers rotterdams rotterdamse
        rotzooi roubaix rouen rouge roulette round route routeplanners router routes routine rouw
        rouwen rouwt rove roven rover rovers row rowan rowe roxanne roxy roy royaal royal royale
        royalty royce royen roze rozen rozenburg rozendaal rozetten rozijnen rpg rpm rss rtl rts
        rtv rubber rubberen rubbers rube ruben rubens rubriceren rubriek ruby rucphen rude rudi
        rudolf rudolph rudy rue rufus rug rugby ruggen ruggengraat rugklachten rugnummer rugpijn
        rugvin rugzak ruhe ruif ruig ruige ruiger ruik ruiken ruikend ruikt ruil ruilen ruim ruime
        ruimen ruimer ruimere ruimschoots ruimt ruimte ruimtelijk ruimtelijke ruimten ruimtes
        ruimteschip ruimtesonde ruimtestation ruimtetelescoop ruimtevaart ruimteveer ruin ruine
        ruinen ruines ruis ruit ruiten ruiter ruiters ruitjes ruiz ruk rukken rukt rukte rule rules
        rum run rund runde runderen rundvlees rune runnen runner running runs runt rupa rupert
        rupes rupo rups rupsen rupsjes rus rush rusland russ russel russell russen russia russian
        russisch russische russo rust rustdag rusten rustgevend rusthuis rustig rustige rustiger
        rustplaats rutger rutgers ruth rutte rutten ruud ruurlo ruw ruwe ruwer ruys ruysch ruyter
        ruzie ruzies rvs rvv rwanda rwandese rws ryan ryanair ryder saab saad saai saaie saal saar
        saas saba saban sabbat sabine sabotage saboteren sabrina sacha sachs sacramento sacred sad
        saddam sade saens safari safe safety saga sagan sage sagen sahara said saigon sail sain
        saint saints saka sake saksen sal salaam salade salades salafisten salafistische salami
        salaris salarissen salarisverhoging salazar saldo sale salem sales salim salinger salland
        sally salomon salon salons salsa salt salto salvador salvatore salzburg sam saman samantha
        samar samara samba same samen samengaan samengebracht samengeperst samengesteld
        samengestelde samengevat samengevoegd samengewerkt samenhang samenhangende samenhangt
        samenkomen samenkomst samenleven samenleving samenlevingen samenloop samenspel samenstand
        samenstellen samenstelling samentrekking samenvatten samenvatting samenvattingen
        samenvoegen samenvoeging samenwerken samenwerkende samenwerking samenwerkingen
        samenwerkingsverband samenwerkt samenwonen samenzijn samenzwering sami samir sammer sammy
        samoa samoerai sample samples samsom samson samsung samuel samurai san sana sanchez sanctie
        sancties sanctuary sand sandalen sanden sander sanders sandra sands sandwich sandy sane
        sanering sang sanitair sanitaire sankt sanne sanoma sans sant santa santana santander
        santen santiago santo santos santpoort sao saoedi saoedische sap sapiens sappemeer sappig
        sappige sar sara sarah sarajevo sarcasme sarcastisch sarcastische sardinie sargasso
        sargassozee sargon sari sark sarkozy sars sart sas sasha saskia sassen sassenheim sat sata
        satan satanisch satanische satelliet satellietbeelden satellieten sater satijn satin satire
        satirisch satirische sato saturday saturn saturnus sauber saudi saudische saul saumur sauna
        saunders sauron saus savage savannah savanneolifant save saw sax saxion saxofoon say says
        sbb sbs scala scan scandinavie scandinavische scannen scanner scans scarlet scarlett
        scenario scene scenes scepter sceptisch schaadt schaaf schaak schaakspel schaal schaalt
        schaam schaambeen schaamhaar schaamt schaamte schaamteloos schaamteloze schaap schaar
        schaars schaarse schaarser schaarste schaats schaatsen schaatser schaatsers schaatste
        schaatstocht schacht schade schadeclaim schadelijk schadelijke schadeloos schaden schades
        schadevergoeding schaduw schaduwen schaep schafer schaffen schaft schaften schagen schaik
        schakel schakelaar schakelde schakelen schakels schakelt schaken schaker schakers schalen
        schalie schalk schalke schalkwijk schallen schamel schamen schamper schandaal schandalen
        schandalig schandalige schande schandelijk schandpaal schans schansen schap schapen
        schappen schare scharen schat schatje schatjes schatkamer schatkist schatte schatten
        schattig schattige schatting schattingen schaven schede schedel schedelbeenderen schedelbot
        schedels scheef scheel scheelde scheele scheelt scheen scheenbeen scheep scheepswerf
        scheepvaart scheer scheerde scheert scheet scheffer scheid scheidde scheidden scheiden
        scheiding scheids scheidslijn scheidsrechter scheidsrechters scheidt scheikunde
        scheikundige scheire schel scheld schelde schelden scheldt schele schelen schell schelle
        schellen schelm schelp schelpen schema scheme schemer schemering schend schendel schenden
        schending schendingen schendt schenen schengen schenk schenkel schenken schenking
        schenkingen schenkt schep schepen schepenen schepje scheppen schepper schepping schepsel
        schepsels schept schepte scherder scheren scherm schermen schermutselingen scherp scherpe
        scherpen scherpenzeel scherper scherpte scherven scheten schets schetsen schetst scheur
        scheurde scheuren scheurt scheve scheveningen scheveningse schie schiedam schiep schiepen
        schiereiland schiermonnikoog schiet schieten schietpartij schietpartijen schijf schijfjes
        schijn schijnbaar schijndel schijnen schijnt schijnwerpers schijt schijten schijven
        schikken schikking schil schild schilde schilden schilder schilderachtige schilderde
        schilderen schilderij schilderijen schilderkunst schilders schildert schilderwerk schildje
        schildklier schildmeer schildpad schildpadden schillen schiller schimmel schimmelen
        schimmelrijk schimmels schimmen schimmert schindler schinnen schip schiphol schipper
        schippers schitteren schitterend schitterende schittert schizofrenie schmidt schneider
        schoeisel schoen schoenen schoener schoenmaker schoentjes schoepen schoften schok schokken
        schokkend schokkende schokker schold scholekster scholen scholengemeenschap scholier
        scholieren scholing scholte scholten schommel schommels schommelt schone schonen schoner
        schonk schonken schoof schooier school schoolboeken schoolbus schooldag schoolfeest
        schoolgebouw schooljaar schoolkinderen schoolmeester schoolmeisje schoolmeisjes schoolplein
        schooltijd schoolweek schoon schoonbroer schoondochter schoonebeek schoonfamilie
        schoongemaakt schoongeveegd schoonheid schoonhoven schoonmaak schoonmaakster schoonmaken
        schoonmaker schoonmakers schoonmoeder schoonouders schoonste schoonvader schoonzoon
        schoonzus schoorl schoorsteen schoorstenen schoot schop schoppen schopt schopte schopten
        schoren schorpioen schorpioenen schors schorsen schorsing schort schorten schot schotel
        schoten schotland schots schotse schotten schouder schouderklopje schouders schouten schouw
        schouwburg schouwen schouwspel schoven schraal schraap schrader schrale schrap schrapen
        schrappen schreden schreef schreeuw schreeuwde schreeuwden schreeuwen schreeuwend schreeuwt
        schreuder schreven schrift schriftelijk schriftelijke schriften schrijf schrijfster
        schrijfstijl schrijft schrijnende schrijven schrijver schrijvers schrik schrikkeldag
        schrikkeljaar schrikken schrikt schril schroder schroeder schroef schroeven
        schroevendraaier schrok schromelijk schroot schubert schud schudde schudden schudt schuif
        schuifje schuift schuil schuilen schuilnaam schuilplaats schuilt schuim schuin schuine
        schuit schuiven schuld schuldeisers schulden schuldgevoel schuldig schuldige schuldigen
        schule schulen schulte schultz schulz schumacher schumer schuren schurk schurken schut
        schutte schutter schutterij schutters schutting schuur schuurman schuurtje schuwen sci
        science sciences scientific scooby scoop scoor scoorde scoorden scoort scooter scooters
        scootmobiel score scorebord scoren scores scotch scotia scotland scott scout scouten
        scouting scouts scratch screen screenen screening screenshot screenshots script scriptie
        scripts scroll scrollen scrum sculpturen sculptuur sde sea seal sean search seas season
        seasons seat seattle sebastiaan sebastian sebastien sec second seconde seconden secret
        secretaresse secretariaat secretaris sectie secties section sector sectoren seculier
        seculiere secundair secundaire security sedan sedert see seeger seek seeker seel seele
        seeley seen seer sega segers segment segmenten segregatie seh sein seine seinen seintje
        seismograaf seismoloog seismometer seitan seizoen seizoenen seks sekse seksen seksisme
        seksistisch seksleven seksualiteit seksueel seksuele sekte sekten select selecteert
        selecteren selectie selectief selectieprocedure selecties selectieve selection selena self
        selfie selfies sell seller selma sem semantisch semantische semester semi seminar seminarie
        sen senaat senator senatoren sender senegal senior senioren senn senna sensatie
        sensationele sense sensor sensoren sensuele sent sentiment seo seoul sep separatisten sepp
        sept september ser serena serene serge sergeant sergei sergej sergio serie seriemoordenaar
        serienummer series serieus serieuze serieuzer serious serotonine serra serre serum servaas
        servaes servais servant servants serveerster serveert server serveren servers servet servi
        service services servie serviers servies serviezen servisch servische sesamstraat sessie
        sessies session sessions set seth setje setjes sets setten setter setting settle setup
        setzer seven sevilla sex sexcam sexcontact sexdate sexdates sexdating sexfilm sexfilms
        sextant sextape sextet sexting sexual sexuele sexy seychellen seymour sfeer sfeertje
        sfeervol sfeervolle sferen sfinx sgp sha shabaab shades shadow shah shake shaken shaker
        shakes shakespeare shakira shampoo shan shane shang shanghai shannen shannon shape shaped
        shapes share sharen sharepoint shares sharia sharif sharing shark sharon sharp shaun shaw
        shawn she shea sheen sheet sheikh sheila shel shelby sheldon shell shelley shelter shelton
        shen shep shepherd sheppard sher sheridan sheriff sherlock sherman sherry shi shield shift
        shimano shimon shin shine shinen ship ships shire shirley shirt shirtje shirts shisha shit
        shiva shock shocker shoes shoot shooter shop shoppen shopper shopping shore short shortlist
        shorts shot shots should shoulder show showcase showen showroom shows showtime shrek
        shuffle shutter shuttle shuttles sian siberie siberische sic sich sicilie sick sid side
        sidney sidon sie siege siegfried siem siemens sien siena sientje siep sier sieraad sieraden
        sierde sieren sierlijke sierra sierre siert sietse sifon sigaar sigaren sigaret sigaretten
        sight sigma sign signaal signalement signalen signaleren signatuur signeren significant
        significante sigrid sijn sil silence silent silhouet silicium silicon siliconen silk silly
        silo silva silver silvia silvio sim simba simeon simkaart simmons simon simona simone
        simoni simons simpel simpele simpeler simpelweg simple simply simpson simpsons sims simson
        simulatie simulator sin sina sinaasappel sinatra sinclair sind sinds sindsdien sine sing
        singapore singel singer singh single singles singulariteit singularity sink sinn sinner
        sins sint sinte sinterklaas sinus sion sip sir sire sirene sirenes siri sirius siro siroop
        sis sister sisters sit site sites sittard sitter situatie situaties situation six sixt size
        sjaak sjaal sjaals sjef sjeik sjiieten sjiitische sjoerd sjonge sjors skate skatebaan
        skateboard skateboarden skateboarder skateboarders skateboards skaten skatepark skeeler
        skeeleren skeelers skeeter skelet skeletten skelter sketch ski skien skigebied skills skin
        skinner skinny skip skippen skipper skippers skopje sky skye skylab skylar skyler skyline
        skype sla slaaf slaag slaagde slaagden slaagt slaan slaap slaaphormoon slaapkamer
        slaapkamers slaapplaats slaapster slaapt slaapwel slaapzak slaat slacht slachten slachthuis
        slachting slachtoffer slachtoffers slag slagader slagen slager slagerij slagers slagroom
        slagveld slak slakken slam slang slangen slank slanke slanker slap slapeloosheid slapeloze
        slapen slapend slapende slaper slaperig slappe slapper slaven slavenhandel slavernij slavin
        slecht slechte slechten slechter slechtere slechterik slechts slechtst slechtste slee
        sleeen sleen sleep sleeper sleept sleepte sleepy sleet slepen slepende sleper slet sletje
        sletjes sletten sleur sleuren sleutel sleutelbeen sleutelen sleutelhanger sleutelrol
        sleutels slib slide slider sliedrecht sliep sliepen slijm slijpen slijper slijtage slijten
        slijter slijterij slik slikken slikplaten slikt slim slimme slimmer slimste sling slinger
        slingeren slingers slingeruurwerk slinken slip slipje slipjes slippen slipper slippers
        sloan sloane slochteren sloeg sloegen sloep sloepen sloffen slogan slogans slok slokdarm
        slokken sloom sloop sloot slooten slopen sloper sloppen slordig slordige slot sloten
        sloterdijk slotfase slotte sloveense slovenie slow slowakije sluier sluimeren sluipen
        sluipschutters sluipt sluis sluit sluiten sluitend sluiting sluitingstijd sluizen smaad
        smaak smaakknoppen smaakt smaakte smakelijk smakelijke smaken smal small smalle smaller
        smart smarten smartphone smartphones smash smeden smedt smeek smeekt smeekten smeer
        smeergeld smeerlap smeersel smeert smeet smeets smeken smell smelt smelten smeltend
        smeltende smeren smerig smerige smeris smet smetten smid smijten smile smiley smit smith
        smits smoel smoes smoesjes smog smoke smokey smoking smokkelaar smokkelaars smokkelen smolt
        smolten smoor smoorverliefd smooth smoothie smoothies smoren smoutebol smoutebollen sms
        smullen smurf smurfen snaar snaargalvanometer snack snackbar snacks snake snap snapchat
        snappen snapper snapt snapte snaren snavel sneak sneakers snede snee sneed sneek sneep
        sneer sneeuw sneeuwt sneeuwwitje sneijder snel snelbus snelde snelheden snelheid snell
        snelle snellen sneller snellere snellius snels snelst snelste snelt snelweg snelwegen snes
        sneu sneuvelen sneuvelt snickers snij snijd snijden snijders snijdt snik sniper snipers
        snippers snit snoeien snoek snoep snoepen snoepgoed snoepje snoepjes snoer snoeren snol
        snoop snor snorkelen snorren snot snow snowboarden snowden sns snuffelen snuit snuiven snul
        snurken soa soap sober sobere soc soccer sociaal social sociale socialisme socialist
        socialisten socialistische societeit society sociologie socioloog socrates soda soe soedan
        soennitische soep soepel soepele soepeler soer soera soes soest soesterberg soevereiniteit
        sofa sofia sofie soft softbal software soho soja sok sokkel sokken sol solar solaris
        soldaat soldaten soleil solid solidair solidariteit solide solitaire sollen sollicitatie
        sollicitatiegesprek sollicitaties solliciteer solliciteren solo solomon solutions solvay
        solvaycongressen som somalie somalische somber sombere some someren somers something sommen
        sommer sommige sommigen soms son sonde sonder sondra song songfestival songs songtekst
        songteksten songwriter sonia sonic sonja sonne sonny sons sont sony soo soon soort soorten
        soortgelijk soortgelijke soortgenoten soos sophia sophie sopraan soren sorry sort sorteren
        sos soto sotsji soul sound sounds soundtrack source south southampton southern southwest
        souvenir souvenirs sovjet sovjets sowieso spa spaan spaans spaanse spaanstalige spaar
        spaargeld spaarrekening spaart space spaces spaceshuttle spacex spacey spade spaghetti
        spain spaken spakenburg spam spammen spammer span spanbroek spande spanden spandoek
        spandoeken spang spangen spanish spanjaard spanjaarden spanje spannen spannend spannende
        spannender spannendste spanner spanning spanningen spant spanten spanwijdte spar spare
        sparen spark sparren sparrow sparta spartanen spat spatbord spd spe speak speaker speakers
        spears specerijen specht speciaal speciaals special speciale specialisatie specialiseren
        specialisme specialist specialisten specialistische specialiteit specialiteiten specials
        specificatie specificaties specifiek specifieke specifieker specs spectaculair
        spectaculaire spectraallijnen spectre spectrum speculaas speculaasjes speculaaskoekjes
        speculatie speculaties speculeren speculoos speech speeches speed speeder speeksel speel
        speeldag speelde speelden speelfilm speelgoed speelplaats speelronde speels speelse
        speelsters speelt speeltijd speeltje speeltjes speeltuin speelveld speen speer speerpunt
        speerpunten spek spektakel spel speld spelde spelden spelen spelend spelende speler spelers
        speling spell spellen spelletje spelletjes spelling spelregels spelt spencer spendeerde
        spenderen spenen sper sperma spetter spetterend spetterende speuren speurtocht spice spicer
        spider spiderman spie spiegel spiegelbeeld spiegels spieken spier spieren spierpijn
        spierstelsel spierweefsel spierziekte spierziekten spies spiesen spijbelen spijkenisse
        spijker spijkerboor spijkerbroek spijkerbroeken spijkers spijlen spijsvertering spijt
        spijtig spijzen spik spike spiker spil spin spina spinachtigen spinazie spinder spinnen
        spinnende spinner spinners spinnin spinning spinrag spins spinsel spint spion spionage
        spionne spionnen spiraal spiraalstelsel spirit spiritualiteit spiritueel spirituele spit
        spits spitsbergen spitse spitsen spitste spitten spitz spitzer splash spleet spleten
        splinter splinternieuwe split splitsen splitsing splitst splitste splitter spoed
        spoedeisende spoedig spoel spoelde spoelen spoelt spoetnik spoken spon spongebob spons
        sponsor sponsoren sponsoring sponsors spontaan spontane sponzen spook spookhuis spoor
        spoorde spoorden spoorlijn spoorloos spoort spoorweg spoorwegen sporadisch sporen sport
        sportcentrum sportclub sportclubs sportcomplex sporten sporter sporters sportevenement
        sportevenementen sporthal sportief sportieve sporting sportman sportpaleis sportpark sports
        sportscholen sportschool sportvelden sportvereniging sportverenigingen sportwagen spot
        spoten spotify spotje spotlight spots spotten spotter spraak spraakmakende sprak sprake
        sprakeloos spraken spray spread spreek spreekbeurt spreekbuis spreekt spreekuur spreekwoord
        spreekwoorden spreiden spreiding spreken sprekend sprekende spreker sprekers spreuk
        spreuken spring springen springende springer springfield springlevend springs springt
        springtij springvloed sprinkhanen sprint sprinten sprinter sprinters sprintje sprite
        spritsje sprong sprongen sprookje sprookjes sprookjesbos spugen spui spuit spuiten spuiter
        spuitje spul spullen spulletjes spurten sputnik spy sql squad squadron square squash
        srebrenica sri ssd ssl sta staa staaf staakt staal staaltje staan staand staande
        staanplaatsen staar staart staarten staartje staartjes staartster staartstuk staat staats
        staatsbedrijf staatsblad staatsbosbeheer staatsburger staatsburgers staatsburgerschap
        staatse staatsgreep staatshervorming staatshoofd staatshoofden staatsschuld
        staatssecretaris staatsuniversiteit staatsveiligheid stab stabiel stabiele stabiliseren
        stabiliteit stacey stack stacy stad stadhouder stadhuis stadia stadion stadions stadium
        stadje stads stadsbestuur stadscentrum stadsdeel stadskanaal stadspark stadsschouwburg
        staes staf stafchef staff stafford stag stage stages stagiair stagiaire stagiaires stain
        stak staken staking stakingen stakker stal stalen stalin stalken stalker stallen stalling
        stallion stam stamboom stamcellen stammen stamp stampen stamper stamppot stamt stan stand
        standaard standaarden standard standbeeld standbeelden standby standen standing standje
        standplaats standpunt standpunten stands standvastig standvogels stanford stang stank
        stanley stans stanton stap stapel stapelen stapels staphorst stapje stapjes stappen
        stappenplan stapper stapt stapte stapten star starbucks staren starend stark stars start
        starte started starten startend startende starter starters startpagina startpunt startschot
        startsein startte startten startup startups stas stash stasi stat state statement staten
        statenlid states static statie statief staties statig statige station stations
        stationsplein stationsstraat statisch statische statistiek statistieken statistisch
        statistische stats status statuten statuut staven stavoren stax stay ste steak stealth
        steam stede stedelijk stedelijke steden stedenbouw stedenbouwkundige stedentrip stedin stee
        steeds steeg steek steekpenningen steekproef steekt steel steelde steele steelers steelt
        steen steenarend steenbeek steenbergen steenbok steenderen steenen steengoed steenkool
        steenoven steentje steentjes steenweg steenwijk steenwijkerland steenwol steep steevast
        stef stefan stefanie stefano steg stegen steiger steigers steil steile steiler stein
        steiner stek stekelbaarsjes stekels stekelvarken steken steker stekker stel stelde stelden
        stelen stell stella stelle stellen steller stelletje stelletjes stellig stelling stellingen
        stelpen stelsel stelselmatig stelt stelten stem stembanden stembiljet stembureau stembus
        stemde stemden stemmen stemmers stemmetje stemming stemmingen stempel stempels stemrecht
        stemt sten stenen stengels step steph stephan stephanie stephen steps ster stereo
        stereotype sterf sterfbed sterfdag sterfgevallen sterft sterfte steriel sterilisatie sterk
        sterke sterkedrank sterken sterker sterkere sterkst sterkste sterkte sterling stern sterre
        sterren sterrenbeeld sterrenhemel sterrenkunde sterrenkundige sterrenkundigen
        sterrenstelsel sterrenstelsels sterretje sterretjes sters sterven stervende stetson steun
        steunde steunden steunen steunend steunpunt steunt steur steve steven stevens stevia stevie
        stevig stevige steviger stevin stew steward stewardess stewards stewart steyr stichten
        stichter stichting stichtingen stichtse stichtte stick sticker stickers sticks sticky
        stiefmoeder stiefvader stiekem stiekeme stien stienen stier stieren stierf stierven stift
        stiften stigma stijf stijgbeugel stijgen stijgend stijgende stijger stijging stijgt
        stijgwinden stijl stijle stijlen stijlvol stijlvolle stijn stijntje stijve stijver stik
        stikken stikker stikstof stikstofdioxide stikstofgas stikt stil stilaan stilgelegd
        stilgestaan still stille stillen stiller stilletjes stills stilstaan stilstaand stilstand
        stilte stilzitten stilzwijgen stilzwijgend stimulans stimulatie stimuleerde stimuleert
        stimuleren stimulerende sting stinger stink stinken stinkende stinkerd stinkt stint stip
        stippen stipt stitch stock stocker stockholm stoeien stoel stoelen stoeltje stoep stoepen
        stoer stoere stoet stof stoffelijk stoffelijke stoffen stoffig stofje stofjes stofwisseling
        stofzuigen stofzuiger stok stokbrood stoke stoken stoker stokje stokjes stokken stokte
        stolen stollen stom stomen stomme stomp stompen stond stonden stone stoned stones stoof
        stook stoom stoommachine stoomt stoop stoor stoorde stoorden stoornis stoornissen stoort
        stoot stootte stootten stop stopcontact stopcontacten stopen stopgezet stoplicht stoppen
        stopper stopt stopte stopten stoptrein stopzetten store storen storend stores stories
        storing storingen storm stormachtig stormachtige stormden storme stormen stormloop stormt
        stormvloed stormvloedkering stormvogels stort storten storting stortplaats stortte stortten
        story storytelling stoten stout stoute stoven str straal straaljagers straalt straat
        straatbeeld straatje straatjes straatnaam straatnamen straatsburg straf strafbaar strafbare
        strafblad straffe straffen strafhof strafrecht strafrechtelijk strafrechtelijke strafschop
        strafschoppen straft strafzaak strafzaken straight strak strakke strakker straks stralen
        stralend stralende straling strand stranden strandje strange strateeg strategie strategieen
        strategisch strategische strategy straten stratosfeer stratton strauss streak stream
        streamen streaming streden streed streeft streek streep streepje streepjes streepjescode
        street streets strek streken strekken strekking strekt strelen strelka streng strenge
        strenger strengere strepen streptomycine stress streven stricker strien strijd strijde
        strijden strijdende strijder strijders strijdig strijdkrachten strijdmacht strijdt strijen
        strijk strijken strijker strijkt strik strike striker strikken strikt strikte string
        strings strip strippen stripper strips striptease striptekenaar stripverhaal stro strofen
        stroken strom stromen stromend stromende stroming stromingen strong stront strooien strook
        stroom stroomde stroomden stroomgebied stroomkabels stroomopwaarts stroompjes stroomstoring
        stroomt stroomuitval stroomversnelling stroop stroopwafel stroopwafels strop stropdas
        stropen stroperij stropers strot strottenhoofd structure structureel structurele structuren
        structuur struik struikel struikelde struikelen struiken struikhei struikheide stryker stu
        stuart studeer studeerde studeerden studeert student studente studenten studentenhuis
        studententijd studentenvereniging studentes studeren studie studiebeurs studiedag
        studiejaar studiekeuze studies studio studios study stuff stug stuifmeel stuit stuiten
        stuitte stuk stukje stukjes stukken stuks stunt stunten stunts sturen sturing stutten
        stuttgart stuur stuurde stuurden stuurman stuurt stuwdam style styles styling stylist
        styreen suarez sub subject subjectief subjectieve subliem sublieme sublimatie sublime
        sublimeert sublimeren subs subsidie subsidieren subsidies substantie subtiel subtiele
        subway succes success successen succesvol succesvolle succesvoller such sucker sudan sue
        suez suf sugar suggereerde suggereert suggereren suggestie suggesties suicide suiker
        suikerbieten suikerriet suikers suikerziekte suit suite suites suizen sukke sukkel sukkels
        sul sullivan sultan sumatra summer summers summit sun sunday sunderland sunny sunrise
        sunset sunshine sunweb sup super supergeleiding supergevoelige superheld superhelden
        superieur superieure superior superioriteit superleuk superleuke superman supermarkt
        supermarkten supernova supers supersnel superstar superster supervisie supervisor supper
        supplement supply support supporter supporters suprematie supreme sur sure surf surface
        surfen surfer surfers suri surinaams surinaamse suriname surinamers surprise surveillance
        survey survival susan suse sushi susie suske sussen sustainable susteren sutter sutton suv
        suzanne suzuki suzy svb sven svetlana svp swaan swalmen swammerdam swan swansea swat
        sweater sweder sweeper sweet swieten swift swim swing swingen swinnen swiss switch switchen
        sydney sykes sylvain sylvester sylvia sylvie symbolen symboliek symbolisch symbolische
        symboliseert symboliseren symbool symfonie sympathie sympathiek sympathieke sympathisanten
        symposium symptomen symptoom synagoge sync synchronisatie synchroon syndroom synergie
        synode synoniem synthese synthetisch synthetische syria syrie syriers syrisch syrische
        systeem system systematisch systematische systemen systems taag taai taaie taak taakstraf
        taal taalgebruik taalkundige taart taarten tab tabak tabel tabellen table tablet tablets
        tabletten taboe tachtig tackle taco tactiek tactieken tactisch tactische tadic tadzjikistan
        taekwondo tafel tafelberg tafels tafeltennis tafeltje tafereel taferelen tag tags tahiti
        tai taiga taille taiwan taiwanese tak take taken takes takken tal talant talbot talen
        talent talenten talentenjacht talentvolle tales taliban talk talking talks talkshow
        talkshows tall talloze talpa talrijk talrijke tam tamara tamelijk tamil tamme tampa tan
        tanaka tand tandarts tandartsen tandbeen tandem tanden tandenborstel tandglazuur tandje
        tandjes tandpasta tandplak tandvlees tanenbaum tang tanga tanger tango tanja tanjung tank
        tanken tanker tanks tankstation tanner tans tante tantes tantrische tanya tanzania tao tap
        tapas tape tapes tapijt tapijten tappen tara targa target tarief tarieven tariq tarot tart
        tarten tarwe tarzan tas tasje task taskforce tassen tast tastbaar taste tasten tata tate
        tatiana tatin tatoeage tatoeages tattoo tattoos tauw tax taxi taxichauffeur taxichauffeurs
        taylor tbilisi tbs tdi te tea teacher team teambuilding teamgenoot teamgenoten teamleden
        teamleider teammanager teams teamwork tec tech technical technici technicus techniek
        technieken technisch technische techno technologie technologieen technologies technologisch
        technologische technology ted teddy tee teef teek teelt teelten teen teer tegel tegelen
        tegelijk tegelijkertijd tegels tegemoet tegemoetkoming tegen tegenaan tegenaanval tegendeel
        tegengaan tegengas tegengehouden tegengekomen tegengestelde tegenhanger tegenhouden
        tegenkom tegenkomen tegenkomt tegenkwam tegenkwamen tegenop tegenover tegenovergestelde
        tegenpartij tegenprestatie tegenslag tegenslagen tegenspraak tegenstand tegenstander
        tegenstanders tegenstelling tegenstellingen tegenstrijdig tegenstrijdige tegenvallen
        tegenvallende tegenvaller tegenwerken tegenwind tegenwoordig tegenwoordige tegenzin tegoed
        teheran tehuis teil tekeer teken tekenaar tekende tekenden tekenen tekenfilm tekenfilms
        tekening tekeningen tekens tekent tekken tekort tekorten tekortkomingen tekst teksten
        tekstschrijver tel telde tele telecom telecommunicatie telefoneren telefonie telefonisch
        telefonische telefoon telefoonboek telefoongesprek telefoongesprekken telefoonlijn
        telefoonnummer telefoonnummers telefoons telefoontje telefoontjes telegraaf telegram
        telegraph telen telenet telescoop telescope telescopen teleur teleurgesteld teleurstellen
        teleurstellend teleurstellende teleurstelling teleurstellingen televisie televisieprogramma
        televisies televisiezender television telfort telkens tell tellen tellende teller telling
        tellingen teloorgang telstar telt temeer temidden temmen temp tempel tempels temperament
        temperature temperaturen temperatuur temperatuurschaal tempert temple tempo temptation
        temse ten tendens tender teneinde tenen tenerife teniet tenminste tennessee tennis
        tennisbaan tennissen tennisser tennisveld tenor tenslotte tent tentakels tentamen tentamens
        tenten tentje tentoon tentoongesteld tentoonstelling tentoonstellingen tenue tenzij tepel
        tepels tequila ter tera terberg tere terecht terechte terechtgekomen terechtkomen
        terechtkomt terechtkwam teren terence teresa teri tering term termen termijn termijnen
        terminaal terminal terminale terminals terminator terminologie terneuzen terp terpen
        terpstra terra terras terrasje terrassen terrein terreinen terreur terreurgroep
        territoriale territorium terror terroriseren terrorisme terrorist terroristen
        terroristische terry terschelling terug terugbetaald terugbetalen terugbetaling terugblik
        terugbrengen terugdenken terugdraaien terugdringen teruggaan teruggaat teruggave
        teruggebracht teruggedraaid teruggegeven teruggehaald teruggekeerd teruggekeerde
        teruggekomen teruggestuurd teruggetrokken teruggeven teruggevonden teruggezet terughalen
        terughoudend terughoudendheid terugkeer terugkeerde terugkeert terugkeren terugkerend
        terugkerende terugkijken terugkomen terugkomst terugkomt terugkoppeling terugkrijgen
        terugkwam terugreis terugslag terugsturen terugtrekken terugtrekking terugtrekt
        terugtrokken terugval terugvinden terugweg terugwerkende terugwinnen terugzien terwijl
        terzake terzijde tesla tess tessa test testament testen tester testosteron tests testte
        teug teugels teun teunisbloemen teus teveel teven tevens tever tevergeefs tevoorschijn
        tevoren tevreden tevredenheid teweeg tewerkstelling tex texas texel text textiel
        textielindustrie textuur teylingen tezamen tgv thai thailand thais thaise thales thalys
        than thanh thank thanks thans that thatcher thc the thea theater theaters
        theatervoorstelling thee theehuis theems theft their them thema theme then theo theodor
        theodore theologie theologische theoloog theoretisch theoretische theorie theorieen theory
        therapeut therapeutische therapie there theresa thermische thermometer thermometers
        thermostaat thermostaten these thesis thessaloniki they thialf thieme thien thiende thierry
        thijs thing things think thinking third this tholen thom thomas thompson thong thor thorn
        thorne thornton thought thread three thriller thrillers thrones through thuis thuisbasis
        thuisbezorgd thuisblijven thuisfront thuisgekomen thuishaven thuishoort thuishoren
        thuiskomen thuiskomst thuiskomt thuiskwam thuisland thuisontvangst thuisploeg
        thuiswedstrijd thuiswedstrijden thuiszorg thumbnail thunder thunderbird tia tian tibet
        tibetaans tibetaanse ticket tickets tie tied tief tiel tielt tien tiende tienden
        tienduizend tienduizenden tienen tiener tienerjaren tienermeisjes tieners tiens tiental
        tientallen tientje tier tieren ties tiet tieten tietjes tiffany tiffy tig tiga tiger tigers
        tij tijd tijde tijdelijk tijdelijke tijden tijdens tijdgeest tijdig tijdje tijdlang
        tijdlijn tijdmachine tijdperk tijdrit tijds tijdschema tijdschrift tijdschriften tijdstip
        tijdstippen tijdstroom tijdvak tijdverspilling tijger tijgers tijn tijnje tik tikje
        tikkeltje tikken tikker tikkie tikt til tilburg tilburgse till tillen tilly tilt tim
        timberlake time timen timer times timing timmer timmeren timmerman timmermans timmy timo
        timon timothy timur tin tina tinbergen tinder tine tineke ting tinker tinne tinnen tino
        tint tinten tintin tintje tinus tiny tip tippen tipper tips tiran tirannen tirannie tire
        tirol tis tita titaan titan titanic titanium titans titel titels title tito tits titus
        tivoli tizen tja tje tjeerd tjong tjonge tno tnt toast tobago tobias toby toch tocht
        tochten tochtje today todd toe toebedeeld toebehoort toebehoren toebrengen toedienen
        toedoen toedracht toegang toegangspoort toegankelijk toegankelijke toegankelijker
        toegankelijkheid toegebracht toegedaan toegediend toegeeft toegegeven toegekend toegekomen
        toegelaten toegelicht toegenomen toegepast toegepaste toegeschreven toegestaan toegestane
        toegestuurd toegeven toegevoegd toegevoegde toegewezen toegewijd toegewijde toegezegd
        toehoorders toekeek toekennen toekenning toekijken toekijkt toekomen toekomst toekomstig
        toekomstige toekomstperspectief toekomstplannen toekomt toelaat toelage toelaten toelating
        toelatingsexamen toelichten toelichting toen toenadering toenam toename toendra toeneemt
        toenemen toenemend toenemende toenmalig toenmalige toentertijd toepasbaar toepasselijk
        toepasselijke toepassen toepassing toepassingen toer toereikend toeren toerisme toerist
        toeristen toeristisch toeristische toernooi toernooien toes toeschouwer toeschouwers
        toeslaan toeslag toeslagen toespraak toespraken toestaan toestaat toestand toestanden
        toestel toestellen toestemming toestroom toesturen toet toeter toetje toetreding toets
        toetsen toetsenbord toetsing toeval toevallig toevallige toevertrouwd toevlucht
        toevluchtsoord toevoegen toevoeging toevoegingen toevoegt toevoer toewijding toewijzen
        toewijzing toezegging toezicht toezichthouder toezichthouders toezien tof toffe tofu toga
        together togo toi toilet toiletpapier toiletten toine tokio toko tokyo tol tolbert toledo
        tolerant tolerantie tolereren tolk tolken tollen tom tomaat tomas tomaten tombe tommy
        tomorrow toms tomtom ton tone toneel toneelgroep toneelschrijver toneelstuk toneelstukken
        tonen tong tonga tongbeen tonge tongen tongeren tongo toni tonic tonight tonijn tonk tonnen
        tonny tons tony too toog took tool tools toom toon toonaangevend toonaangevende toonbank
        toonbeeld toonde toonden toont toontje toor toorn toorts toos toosten toot tooth toots top
        topclub topic topics topje topklasse topless topman topmodel topografische toppen topper
        toppers toppunt tops topscorer topsnelheid topsport topsporters tor torben toren torenhoge
        torens torent torentje torenuurwerken torhout tori torino tornado toro toronto torpedo
        torres torsen torsten torvalds tos toscane tosti tot totaal totaalbedrag total totale
        totalitaire totdat toth toto totstandkoming tottenham touch toulouse tour toure touren
        touring tourist tournee tours tout touw touwen touwtje touwtjes tov tovenaar tovenaars
        toveren tovert tower towers town toy toyota toys traag traan traangas trace traceren tracht
        trachten trachtte track tracker tracking tracks tractor tracy trad trade traden trading
        traditie traditiegetrouw tradities traditional traditioneel traditionele traffic trage
        tragedie tragedies trager tragisch tragische trail trailer trailers train trainde trainen
        trainer trainers training trainingen trainingskamp trainingspak traint traject trajecten
        traktatie trakteer trakteert trakteren tralies tram trampoline trams trance tranen trans
        transactie transacties transavia transcriptie transfer transfers transfervrij transformatie
        transformeren transgender transgenders transit transitie translation transmissie
        transparant transparante transparantie transplantatie transport transportbedrijf
        transporten transporter transporteren trant traore trap trappen trappenhuis trappers trapt
        trapte trash trauma traumatische travel travestiet travis tre treatment trechter tred
        treden tree treed treedt treek tref treffen treffend treffer treffers trefpunt treft
        trefzeker trein treinen treinreis treinseinen treinstation treinstations treinstel treintje
        treinverkeer trek trekjes trekken trekker trekking trekpleister trekpleisters trekt
        trekvogel trekvogels tremelo trench trend trending trendline trends trendy trent treurig
        treurige trevor tri trial triangle trias triathlon triatlon tribunaal tribune tribunes
        tribute trick tricks trien triest trieste trigger trijn trijntje trillen trilling
        trillingen trilogie trilt trimester trimmer tring trinidad trinity trio triomf triootje
        trip tripje triple tripoli tris tristan trits triumph trivia troef troep troepen
        troepenmacht trof trofee troffen troje trok trokken trol trollen trommel tromp trompet
        troon troost troosten tropen tropez trophy tropisch tropische troposfeer tros trots trotse
        trotseer trotseren trottoir trouw trouwdag trouwde trouwden trouwe trouwen trouwens
        trouwerij trouwfeest trouwjurk trouwring trouwt troy truc trucje trucjes truck trucks trucs
        trudy true trui truiden truien truman trump trust trut truth truus try tsaar tsja tsjaad
        tsjechie tsjechisch tsjechische tsjetsjeense tsjetsjenie tsunami tubbergen tube tuberculose
        tucker tucson tui tuig tuil tuimelaar tuimelaars tuin tuinbouw tuinders tuindorp tuinen
        tuinier tuinieren tuinman tuintje tula tule tulip tull tulp tulpen tulpenmanie tumblr tumor
        tumoren tundra tune tunes tunesie tunesische tung tuning tunis tunnel tunnels turbine turbo
        turbulente turf turijn turing turk turken turkey turkije turkish turkmenistan turks turkse
        turn turnen turner turnhout turning turtle tussen tussenbeide tussendoor tussendoortje
        tussenin tussenkomst tussenliggende tussenpersoon tussenpozen tussenstand tussenstop
        tussentijd tussentijds tussentijdse tussenuit tutorial tuttle tuurlijk twaalf twaalfde twan
        tweakers twee tweedaagse tweede tweedehands tweedelige tweedeling tweederde tweeduizend
        tweeen tweeenhalf tweeenhalve tweeentwintig tweehonderd tweeling tweelingbroer tweelingen
        tweemaal tweeps tweestrijd tweet tweetal tweetalig tweetallig tweeten tweetjes tweets
        tweette tweetten twente twentse twerken twijfel twijfelachtig twijfelachtige twijfelde
        twijfelen twijfels twijfelt twilight twin twins twintig twintiger twintigers twintigste
        twist twisten twister twitter twitteraar twitteraars twitteraccount twitterde twitteren
        twittert two tycho tyfoon tyfus tyler tynaarlo typ type typemachine typemachines typen
        typerend types typhoon typisch typische tyson uber uberhaupt ubuntu uci uden udo uefa ueno
        ufc ufo uganda ugent ugh ugly uhm uien uier uiers uil uilen uit uitbarsten uitbarsting
        uitbarstingen uitbater uitbesteden uitbetaald uitbetalen uitbetaling uitblijven uitbouw
        uitbraak uitbrak uitbraken uitbreekt uitbreiden uitbreiding uitbreidingen uitbreken
        uitbrengen uitbuiten uitbuiting uitbundig uitbundige uitchecken uitdagen uitdagend
        uitdagende uitdager uitdaging uitdagingen uitdelen uitdijing uitdijt uitdoen uitdragen
        uitdrijving uitdrogen uitdroging uitdrukkelijk uitdrukken uitdrukking uitdrukkingen uiteen
        uiteenlegt uiteenlopend uiteenlopende uiteinde uiteindelijk uiteindelijke uiteinden uiten
        uiteraard uiterlijk uiterlijke uitermate uiterst uiterste uiterwaarden uitgaan uitgaande
        uitgaat uitgang uitgangen uitgangspunt uitgangspunten uitgave uitgaven uitgebouwd
        uitgebracht uitgebrachte uitgebreid uitgebreide uitgebreider uitgebreidere uitgebroken
        uitgebuit uitgedaagd uitgedaan uitgedacht uitgedeeld uitgedrukt uitgeeft uitgeest uitgegaan
        uitgegeven uitgegroeid uitgehaald uitgekeerd uitgekeken uitgekleed uitgekomen uitgekozen
        uitgelachen uitgelaten uitgeleend uitgelegd uitgelekt uitgeleverd uitgelezen uitgelicht
        uitgelokt uitgelopen uitgemaakt uitgenodigd uitgeoefend uitgepakt uitgeprobeerd uitgeput
        uitgereikt uitgerekend uitgeroeid uitgeroepen uitgerold uitgerust uitgeschakeld
        uitgescholden uitgeschreven uitgesloten uitgespeeld uitgespreid uitgesproken uitgesteld
        uitgestelde uitgestoken uitgestorven uitgestrekt uitgestrekte uitgestuurd uitgetrokken
        uitgevaardigd uitgevallen uitgeven uitgever uitgeverij uitgeverijen uitgevers uitgevochten
        uitgevoerd uitgevoerde uitgevonden uitgewerkt uitgewezen uitgewisseld uitgezet uitgezette
        uitgezocht uitgezonden uitgezonderd uitgifte uitging uitgroeien uithakte uithalen
        uithangbord uithangen uithoeken uithof uithoorn uithoudingsvermogen uiting uitingen uitje
        uitjes uitkering uitkeringen uitkiezen uitkijk uitkijken uitkijkt uitkleden uitkomen
        uitkomst uitkomsten uitkomt uitkwam uitlaat uitlaatgassen uitlaatklep uitlachen uitlaten
        uitlatingen uitleg uitleggen uitlegt uitlekken uitleveren uitlevering uitlokken uitloopt
        uitlopen uitmaakt uitmaakte uitmaakten uitmaken uitmuntend uitmuntende uitnodigde
        uitnodigen uitnodiging uitnodigingen uitnodigt uitoefenen uitoefening uitoefent uitpakken
        uitpakt uitpraten uitproberen uitputting uitreiken uitreiking uitroeien uitroeiing
        uitroepen uitrusten uitrusting uitschakelen uitschakeling uitschot uitschrijven uitslag
        uitslagen uitslapen uitsluiten uitsluitend uitsluiting uitsluitsel uitsmijter uitspelen
        uitspraak uitsprak uitspraken uitspreekt uitspreken uitstaan uitstap uitstapje uitstapjes
        uitstappen uitsteekt uitstek uitsteken uitstekend uitstekende uitstel uitstellen uitsterven
        uitstoot uitstraalt uitstralen uitstraling uitstrekt uitstroom uitte uittocht uittreding
        uittrekken uitvaart uitval uitvallen uitvalsbasis uitvalt uitvechten uitverkocht
        uitverkochte uitverkoop uitverkoren uitvinden uitvinder uitvinders uitvinding uitvindingen
        uitvoer uitvoerde uitvoerder uitvoeren uitvoerend uitvoerende uitvoerig uitvoering
        uitvoeringen uitvoert uitwedstrijd uitwedstrijden uitweg uitwendige uitwerken uitwerking
        uitwerpselen uitwijken uitwijzen uitwisselen uitwisseling uitzag uitzend uitzendbureau
        uitzenden uitzending uitzendingen uitzendkrachten uitzendt uitzet uitzetten uitzetting
        uitzicht uitzie uitzien uitziende uitziet uitzitten uitzoeken uitzond uitzondering
        uitzonderingen uitzonderlijk uitzonderlijke ukkel ulan ulrich ultieme ultimate ultimatum
        ultra ultraviolet ultraviolette umc umcg una unaniem uncle und under undercover underdog
        underground une unesco uni unicef unicode unicum unie uniek unieke uniform uniforme
        uniformen unilever union unique unit united units unity universal universe universeel
        universele universitair universitaire universiteit universiteiten university universum unix
        unlimited uno uns upc update updaten updates upgrade upgrades upload uploaden upon upper
        ups uranium uranus urban urbanus uren urenlang urgent urgentie uri urine urk url urn ursula
        uruguay uruguayaanse usa usain usb usd use used user uss ussr utah utopia utopie utrecht
        utrechter utrechts utrechtse uttar uur uurs uurtje uurtjes uurwerk uurwerken uurwerkmaker
        uva uwe uwv uyl uzelf vaag vaak vaakst vaal vaals vaalserberg vaan vaandel vaar vaardig
        vaardigde vaardigheden vaardigheid vaart vaartuig vaartuigen vaarwater vaarwel vaas vaat
        vaatwas vaatwasser vaatwassers vaatziekten vacantie vacature vacatures vaccin vaccinatie
        vaccinaties vaccine vaccineren vaccins vacht vacuum vadem vader vaderland vaderlands
        vaderlandse vaders vaderschap vage vager vagina vak vakantie vakantiegangers vakantiegeld
        vakantiehuis vakantiehuisjes vakantiepark vakanties vakbeurs vakblad vakbond vakbonden
        vaker vakgebied vakgebieden vakgroep vakje vakjes vakjury vakken vakkundig vakman
        vakmanschap vakmensen vakwerk val vale valence valencia valentijn valentijnsdag valentina
        valentine valentino valerie validatie valide valium valk valken valkenberg valkenburg
        valkenswaard valkuil vallee vallei valleien vallen vallend vallende valley valpartij vals
        valse valt value valuta valverde vampier vampiers vampire van vanachter vanaf vanalles
        vanavond vanbinnen vance vancouver vand vandaag vandaan vandaar vandalen vandalisme vande
        vanden vander vandersteen vanderstraeten vanderwaalskrachten vandoor vane vanessa vang
        vangen vanger vangnet vangst vangt vanille vanmiddag vanmorgen vann vannacht vanochtend
        vanop vanouds vans vanuit vanwaar vanwege vanzelf vanzelfsprekend var vara varen varend
        varende varens vargas variabel variabele variabelen variant varianten variantie variatie
        variaties varieert varieren varierend varieteit varken varkens varkensvlees vast
        vastberaden vastberadenheid vastbesloten vaste vasteland vasten vaster vastgebonden
        vastgehouden vastgelegd vastgelopen vastgemaakt vastgesteld vastgestelde vastgezet vastgoed
        vasthouden vasthoudt vastleggen vastpakken vaststellen vaststelling vastzat vastzaten
        vastzetten vastzit vastzitten vat vatbaar vaten vaticaan vatte vatten vazen vca vdab vdl
        vecht vechten vechtende vechter vechtpartij vector veda veder vedische vee veeg veegt
        veehouderij veehouders veel veelal veelbelovend veelbelovende veelbesproken veeleer
        veeleisend veeleisende veelen veelgebruikte veelvoorkomende veelvoud veelvuldig veelvuldige
        veelzijdig veelzijdige veen veendam veenendaal veengrond veenhuizen veer veerboot
        veerdienst veere veerhuis veerkracht veerle veerman veertien veertiende veertig veeteelt
        vega vegan vegas vege vegen vegetarier vegetariers vegetarisch vegetarische vegetatie
        veghel vegt vegter veil veilen veilig veilige veiliger veiligheid veiligheids
        veiligheidsdienst veiligheidsdiensten veiligheidsmaatregelen veiligheidsraad
        veiligheidsredenen veiligheidsregio veiligste veiling veilingen veken vel vela veld velde
        velden veldhoven veldhuis veldrijden veldslag veldslagen veldwerk vele velen velgen vellen
        velp velsen velt veltman veluwe veluws veluwse velvet velzen ven vena venen venetie
        venezolaanse venezuela veni venice venkel venlo venn venne vennen vennep vennoot
        vennootschap vennootschappen venray venster vensters vent vente venten venter ventilatie
        ventilator ventje venture venue venues venus venusvliegenvanger veolia ver vera verademing
        veraf veranda verander veranderd veranderde veranderden veranderen veranderende verandering
        veranderingen veranderlijke verandert verankerd verantwoord verantwoorde verantwoordelijk
        verantwoordelijke verantwoordelijken verantwoordelijkheden verantwoordelijkheid
        verantwoorden verantwoording verarming verassing verbaal verbaas verbaasd verbaasde
        verbaast verbale verband verbande verbanden verbannen verbanning verbazen verbazend
        verbazing verbazingwekkend verbazingwekkende verbeek verbeeld verbeelden verbeelding
        verbergen verbergt verbeter verbeterd verbeterde verbeteren verbetering verbeteringen
        verbetert verbied verbieden verbiedt verbijsterd verbijstering verbind verbinden verbindend
        verbindende verbinder verbinding verbindingen verbindings verbindt verbintenis verbleef
        verbleven verblijf verblijfplaats verblijfsvergunning verblijft verblijven verblind
        verblinden verblinding verblindt verbluffend verbod verboden verbond verbonden
        verbondenheid verbood verborgen verbouw verbouwd verbouwde verbouwen verbouwing
        verbouwingen verbrak verbrand verbrandde verbrandden verbrande verbranden verbranding
        verbrandingen verbrandt verbreden verbreding verbreed verbreekt verbreiding verbreken
        verbreking verbrijzeld verbroken verbruik verbruikt vercammen verdacht verdachte verdachten
        verdampen verdamper verdamping verdampt verdampte verde verdedig verdedigd verdedigde
        verdedigden verdedigen verdedigend verdedigende verdediger verdedigers verdediging
        verdedigt verdeel verdeeld verdeelde verdeeldheid verdeelt verdelen verdelging verdeling
        verden verdenking verdenkt verder verdere verdergaan verderop verdien verdiend verdiende
        verdienden verdienen verdienste verdienstelijk verdiensten verdient verdiep verdiepen
        verdieping verdiepingen verdiept verdikking verdoen verdoezelen verdomd verdomde verdomme
        verdommen verdonk verdoofd verdorie verdorven verdovende verdoving verdraagzaamheid
        verdraaid verdraaien verdraaiing verdrag verdragen verdreven verdriet verdrietig
        verdrietige verdrijven verdringen verdringing verdrinken verdrinking verdrinkt verdroging
        verdrongen verdronk verdronken verdubbeld verdubbelen verdubbeling verdubbelt
        verduidelijken verduidelijking verduidelijkt verduistering verdun verdunde verdunning
        verduren verduurzamen verduurzaming verdwaald verdwaalde verdwalen verdween verdwenen
        verdwijn verdwijnen verdwijning verdwijnt vereende vereeniging vereenvoudiging vereerd
        vereisen vereist vereiste vereisten veren verende verenigd verenigde verenigen vereniging
        verenigingen verenigt vereren verergeren verf verfijnd verfijnde verfilmd verfilming
        verfkleuren verfraaiing verfrissend verg verga vergaan vergaard vergaarde vergaat
        vergaderen vergadering vergaderingen vergadert vergaderzaal vergapen vergaren vergat
        vergeef vergeefs vergeeft vergeet vergelding vergeleek vergeleken vergelijk vergelijkbaar
        vergelijkbare vergelijken vergelijkende vergelijking vergelijkingen vergelijkt
        vergemakkelijken vergen vergetelheid vergeten vergeven vergeving vergezeld vergezelde
        vergezellen vergezelt vergif vergiffenis vergiftigd vergiftigen vergiftiging vergine
        verging vergis vergissen vergissing vergissingen vergist vergoed vergoeden vergoeding
        vergoedingen vergoedt vergrijp vergrijpen vergrijzing vergroot vergrootglas vergroten
        vergroting vergt vergulde vergunde vergunning vergunningen verhaal verhaallijn
        verhaallijnen verhaalt verhaaltje verhaaltjes verhagen verhalen verhalenbundel verhandeld
        verhandelen verhandeling verhard verharde verharding verheerlijken verheffen verhelderend
        verhelpen verhelpt verhelst verheug verheugd verheugen verheugt verheven verhinderd
        verhinderen verhindert verhit verhitte verhoeven verhofstadt verhogen verhoging verhogingen
        verholpen verhoog verhoogd verhoogde verhoogt verhoor verhoord verhoren verhouding
        verhoudingen verhuis verhuisd verhuisde verhuisden verhuist verhuizen verhuizing
        verhuizingen verhuld verhulde verhullen verhulst verhult verhuren verhuur verhuurd
        verhuurde verhuurder verhuurt verificatie verifieren verjaagd verjaardag verjaardagen
        verjaardagscadeau verjaardagsfeest verjaardagsfeestje verjagen verjaring verjonging verk
        verkeer verkeerd verkeerde verkeerds verkeersborden verkeerslicht verkeerslichten
        verkeersongeluk verkeersongeval verkeersregels verkeersveiligheid verkeert verken verkend
        verkende verkennen verkenner verkenners verkenning verkeren verkering verkiesbaar verkiest
        verkiezen verkiezing verkiezingen verkiezingscampagne verkiezingsprogramma verkiezingstijd
        verklaar verklaard verklaarde verklaarden verklaart verklappen verklapt verklaren
        verklaring verklaringen verkleden verkleed verkleind verkleinde verkleinen verkleint
        verkloot verkocht verkochte verkochten verkoeling verkondigd verkondigde verkondigen
        verkoop verkoopcijfers verkoopster verkoopt verkoos verkopen verkoper verkopers verkoping
        verkort verkorte verkouden verkoudheid verkozen verkracht verkrachten verkrachter
        verkrachters verkrachting verkrachtingen verkrachtte verkreeg verkregen verkrijgbaar
        verkrijgen verkrijgt verlaagd verlaagde verlaagt verlaat verlagen verlaging verlaine
        verlamd verlamde verlammen verlamming verlang verlangd verlangde verlangen verlangens
        verlanglijstje verlangt verlaten verlating verleden verleend verleende verleent verlegd
        verlegde verlegen verlegenheid verleggen verleid verleidde verleidelijk verleidelijke
        verleiden verleiding verleidingen verleidt verlenen verlengd verlengde verlengen verlenging
        verlengt verlicht verlichte verlichten verlichting verliefd verliefde verliefdheid verliep
        verliepen verlies verliest verliet verlieten verliezen verliezer verliezers verlinde
        verlinden verlof verloning verloofd verloofde verloop verloopt verloor verlopen verloren
        verloskundige verlossen verlosser verlossing verlost verloting verloving verluidt vermaak
        vermaakt vermakelijk vermaken verman vermaning vermeden vermeend vermeende vermeer
        vermeerderen vermeld vermeldde vermelde vermelden vermelding vermeldingen vermeldt vermengd
        vermenging vermenigvuldigd vermenigvuldigen vermeulen vermijd vermijden vermijdt verminder
        verminderd verminderde verminderen vermindering vermindert verminking verminkt vermissing
        vermist vermiste vermisten vermits vermoed vermoedde vermoedelijk vermoedelijke vermoeden
        vermoedens vermoedt vermoeid vermoeide vermoeidheid vermoeiend vermogen vermogens vermomd
        vermomming vermont vermoord vermoordde vermoordden vermoorde vermoorden vermoordt vern
        vernam vernamen vernauwing vernederd vernederen vernederend vernedering vernemen verneukt
        vernield vernielde vernielen vernieling vernielingen vernietigd vernietigde vernietigden
        vernietigen vernietigend vernietigende vernietiging vernietigt vernieuwd vernieuwde
        vernieuwen vernieuwend vernieuwende vernieuwing vernieuwingen vernieuwt vernoemd vernoemen
        vernomen vernon verona verondersteld veronderstelde veronderstellen veronderstelling
        veronderstelt verongelukt verongelukte veronica verontreiniging verontrust verontrustend
        verontrustende verontschuldigen verontschuldigingen verontwaardigd verontwaardiging
        veroordeel veroordeeld veroordeelde veroordeelden veroordeelt veroordelen veroordeling
        veroordelingen veroorloven veroorzaakt veroorzaakte veroorzaakten veroorzaken veroorzaker
        verordening verouderd verouderde veroudering veroverd veroverde veroverden veroveren
        verovering verovert verpakken verpakking verpakkingen verpakt verpakte verpanding verpest
        verpesten verplaats verplaatsen verplaatsing verplaatst verplaatste verpleeghuis
        verpleeghuizen verpleegkunde verpleegkundig verpleegkundige verpleegkundigen verpleegster
        verpleegsters verpleging verpletterd verplicht verplichte verplichten verplichting
        verplichtingen verplichtten verraad verraadt verraden verrader verraders verras verrassen
        verrassend verrassende verrassing verrassingen verrast verraste verre verreden verregaande
        verrekijker verreweg verricht verrichten verrichtte verrijken verrijking verrijkt verrijzen
        verrot verrukkelijk verrukkelijke vers versa versailles verschaffen verschaft verschafte
        verscheen verscheept verscheidene verscheidenheid verschenen verscherpt verscheurd
        verscheurde verschiet verschijnen verschijning verschijnsel verschijnselen verschijnt
        verschil verschillen verschillend verschillende verschilt verscholen verschonen verschoven
        verschrikkelijk verschrikkelijke verschrikking verschrikkingen verschuift verschuilen
        verschuilt verschuiven verschuiving verschuivingen verschuldigd verse verser verses versie
        versier versierd versierde versieren versiering versieringen versies version verslaafd
        verslaafde verslaafden verslaan verslaat verslag verslagen verslaggeefster verslaggever
        verslaggevers verslaggeving verslaglegging verslavend verslaving verslechterd
        verslechtering versleten versleuteld versleutelde verslinden verslindt versloeg versneld
        versnelde versnellen versnelling versnellingen versnellingsbak versnelt verspeeld verspil
        verspild verspilde verspillen verspilling verspilt verspreid verspreidde verspreidden
        verspreide verspreiden verspreiding verspreidt verst versta verstaan verstaat verstand
        verstandelijk verstandelijke verstandig verstandige verstandiger verstandskiezen verstappen
        verste verstedelijking verstek versteld verster versterk versterken versterker versterking
        versterkingen versterkt versterkte verstevigd verstevigen verstikt verstond verstoord
        verstoorde verstoort verstoppen verstoppertje verstopt verstopte verstoren verstoring
        verstoten verstreken verstrekken verstrekt verstrijkt verstrikt versturen verstuur
        verstuurd verstuurde verstuurt versus vert vertaal vertaald vertaalde vertaalster vertaalt
        vertakking vertalen vertaler vertalers vertaling vertalingen vertanding verte verteerd
        verteert vertegenwoordigd vertegenwoordigde vertegenwoordigden vertegenwoordigen
        vertegenwoordiger vertegenwoordigers vertegenwoordiging vertegenwoordigt vertel verteld
        vertelde vertelden vertellen verteller vertelt verteren verticaal verticale vertoeven
        vertolking vertolkt vertonen vertoning vertoon vertoond vertoonde vertoont vertraagd
        vertraagde vertraagt vertragen vertraging vertragingen vertrek vertrekken vertrekkende
        vertrekt vertrok vertrokken vertrouw vertrouwd vertrouwde vertrouwden vertrouwelijk
        vertrouwelijke vertrouwen vertrouwt veruit verus vervaardigd vervaardigde vervaardigen
        vervaardiging vervagen verval vervallen vervalsen vervalsing vervalst vervalste vervalt
        vervang vervangen vervangend vervangende vervanger vervangers vervanging vervangt verveel
        verveeld verveelde verveelt vervelen vervelend vervelende verveling verven verving
        vervingen vervloeken vervloekt vervlogen vervoeging vervoer vervoerd vervoerde vervoerder
        vervoerders vervoeren vervoermiddel vervoert vervolg vervolgd vervolgde vervolgen
        vervolgens vervolging vervolgingen vervolgt vervoort vervormd vervorming vervreemd
        vervroegd vervroegde vervuild vervuilde vervuilende vervuiling vervuld vervulde vervullen
        vervulling vervult verwaarloosd verwaarloosde verwaarlozen verwaarlozing verwacht verwachte
        verwachten verwachting verwachtingen verwachtte verwachtten verwant verwante verwanten
        verward verwarde verwarmd verwarmen verwarming verwarren verwarrend verwarrende verwarring
        verwart verweer verwees verweesde verwekt verwelkomd verwelkomde verwelkomen verwelkomt
        verwen verwend verwende verwennen verwent verwerft verwerk verwerken verwerking verwerkt
        verwerkte verwerpelijk verwerpen verwerping verwerpt verwerven verweten verweven verwezen
        verwezenlijken verwierf verwierp verwijde verwijder verwijderd verwijderde verwijderen
        verwijdering verwijdert verwijs verwijst verwijt verwijten verwijzen verwijzend verwijzing
        verwijzingen verwikkeld verwisseld verwisselen verwoest verwoeste verwoesten verwoestende
        verwoesting verwoestingen verwoestte verwond verwonde verwonden verwonderd verwondering
        verwonderlijk verwonding verwondingen verwoord verwoorden verwoordt verworden verworpen
        verworven very verzacht verzachten verzadigd verzakking verzamel verzamelaar verzamelaars
        verzameld verzamelde verzamelden verzamelen verzameling verzamelingen verzamelnaam
        verzamelt verzeild verzeker verzekeraar verzekeraars verzekerd verzekerde verzekerden
        verzekeren verzekering verzekeringen verzekeringsmaatschappij verzekeringsmaatschappijen
        verzekert verzen verzend verzenden verzending verzendkosten verzet verzette verzetten
        verziekt verzilveren verzin verzinnen verzint verzocht verzoek verzoeken verzoekschrift
        verzoekt verzoenen verzoening verzonden verzonken verzonnen verzorg verzorgd verzorgde
        verzorgden verzorgen verzorgende verzorger verzorging verzorgingshuis verzorgingsstaat
        verzorgingstehuis verzorgt verzuim verzwakken verzwakt verzwakte verzwegen verzwijgen vesa
        vesalius vespa vesper vest veste vesten vester vestigde vestigen vestiging vestigingen
        vestigt vesting vesuvius vet vete veter veteraan veteranen veters veto vetste vette vettel
        vetten vetter vettig vetverbranding vetzuren veulen veulens veurne veuster vezel vezels vgl
        vgz vhp via viaduct viagra vianen vibe vibrator vic vice vicente vicepresident
        vicevoorzitter vichte vicki vicky victor victoria victoriaanse victorie victory vid vida
        vidal video videoband videobanden videobeelden videoclip videoclips videoland videos
        videospellen vids vie viel vielen vienna vier vierdaagse vierde vierden vieren
        vierentwintig vierhonderd viering vierjarige vierkant vierkante viersen viert viertal vies
        viet vietnam vietnamees vietnamese vieuxtemps view views vieze vii viii vijand vijandelijk
        vijandelijke vijanden vijandig vijandige vijandigheid vijf vijfde vijfduizend vijfentwintig
        vijfhonderd vijfjarige vijftal vijftien vijftiende vijftig vijg vijgen vijl vijver vijvers
        vijzel viking vikingen vikings viktor vila villa village vilt vilvoorde vimeo vin vince
        vincent vinci vind vinden vinder vindplaats vindplaatsen vindt ving vingen vinger
        vingerafdruk vingerafdrukken vingeren vingers vingert vink vinkje vinnen vintage vinvis
        vinyl viola violen violet violist viool vip viper vipera vipers viral virale virgil virgin
        virginia virtual virtueel virtuele virus virussen vis visa visarend visie visies visioen
        visioenen vision visit visite visitekaartje visje visjes vismarkt visscher vissen visser
        visserij vissers vissoorten vist vista visual visualisatie visueel visuele visum visvangst
        vita vitaal vitale vitaliteit vitamine vitaminen vitamines vitesse vito vitrine vittorio
        viva vivaldi vive vivian vizier vlaag vlaams vlaamse vlaanderen vlaardingen vladimir vlag
        vlagen vlaggen vlaggenschip vlaggetjes vlak vlakbij vlakke vlakken vlakker vlakte vlakten
        vlam vlaming vlamingen vlammen vlan vlas vld vlechten vleermuis vleermuizen vlees
        vleesetende vleeseter vleeseters vleeswaren vlek vlekjes vlekkeloos vlekken vlerken vlet
        vleugel vleugels vleugje vleuten vlieg vliegbasis vliegdekschip vliegen vliegend vliegende
        vlieger vliegers vliegramp vliegt vliegticket vliegtickets vliegtuig vliegtuigen
        vliegtuigje vliegveld vliegvelden vliegverkeer vlieland vlierden vlies vliet vlijmen
        vlinder vlinders vlissingen vloed vloei vloeibaar vloeibare vloeien vloeiend vloeistof
        vloeistoffen vloeit vloek vloeken vloekend vloer vloerbedekking vloeren vloet vlog vlogen
        vloggen vlok vlokken vloog vlooien vloot vlot vloten vlotte vlotten vlucht vluchteling
        vluchtelingen vluchtelingenkamp vluchtelingenstroom vluchten vluchtende vluchtig vluchtige
        vluchtte vluchtten vlug vmbo vng vnv voc vocaal vocale vocht vochten vochtig vochtige
        vochtigheid vodafone vodka voed voedde voeden voeding voedingsmiddelen voedingsstof
        voedingsstoffen voedsel voedselbank voedselketen voedselvoorziening voedster voedt voeg
        voegde voegden voegen voegt voel voelbaar voelde voelden voelen voelt voer voerde voerden
        voeren voert voertuig voertuigen voet voetafdruk voetbal voetbalbond voetbalclub
        voetbalclubs voetbalelftal voetballen voetballer voetballers voetbalschoenen voetbalseizoen
        voetbalstadion voetbalteam voetbalveld voetbalvelden voetbalvereniging voetbalwedstrijd
        voetbalwedstrijden voeten voetganger voetgangers voetje voetjes voetlicht voetpad voets
        voetsporen voetstappen voetstuk vogel vogelaar vogelgriep vogels vogelsoorten vogeltje
        vogeltjes vogelvlucht vogt vogue voice voicemail voices voila voip vol volapuk volbracht
        volbrengen volckertsz voldaan voldeed voldemort voldoen voldoende voldoening voldoet
        volendam volg volgde volgden volgeboekt volgehouden volgelingen volgen volgend volgende
        volgens volger volgers volgorde volgt volharding volhouden volk volkan volken volkeren
        volkert volkomen volks volksgezondheid volkshuisvesting volkskrant volkslied volksmond
        volkspartij volksrepubliek volksvertegenwoordiger volksvertegenwoordigers volkswagen voll
        volle volledig volledige vollen vollenhove voller volley volleybal volmaakt volmaakte
        volmacht volo volop volslagen volstaan volstaat volste volstrekt volt volta voltallige
        voltijds voltooid voltooide voltooien voltooiing voltrokken volts voluit volume volumes
        volumia volvo volwaardig volwaardige volwassen volwassene volwassenen volwassenheid von
        vond vondelpark vonden vondst vondsten vonk vonken vonnis voo voodoo voogd voogden voogdij
        voor vooraan vooraanstaand vooraanstaande vooraf voorafgaand voorafgaande voorafgegaan
        vooral vooraleer vooralsnog voorarrest vooravond voorbaat voorbarig voorbeeld voorbeelden
        voorbeeldig voorbehoud voorbehouden voorbereid voorbereiden voorbereidende voorbereiding
        voorbereidingen voorbereidt voorbestemd voorbij voorbije voorbijgaan voorbijganger
        voorbijgangers voorbode voorburg voordat voorde voordeel voordek voordele voordelen
        voordelig voordelige voordeliger voordeur voordien voordoen voordoet voordracht
        voordrachten voordragen vooren voorgaande voorganger voorgangers voorgedaan voorgedragen
        voorgekomen voorgelegd voorgelezen voorgelicht voorgenomen voorgerecht voorgeschiedenis
        voorgeschoteld voorgeschreven voorgesteld voorgestelde voorgevel voorgoed voorgrond
        voorhand voorhanden voorheen voorhoede voorhoofd voorhout voorin vooringenomen voorjaar
        voorjaarsvakantie voorkant voorkennis voorkeur voorkeuren voorkom voorkomen voorkomend
        voorkomende voorkoming voorkomt voorkwam voorkwamen voorlaatste voorleggen voorlezen
        voorlichting voorliefde voorloper voorlopers voorlopig voorlopige voormalig voormalige
        voorman voormiddag voornaam voornaamste voornamelijk voornamen voornemen voornemens
        vooronderzoek vooroordeel vooroordelen voorop voorouders voorover voorpagina voorproefje
        voorprogramma voorraad voorraden voorrang voorrecht voorrechten voorronde voorrondes
        voorruit voorschijn voorschot voorschoten voorschrift voorschriften voorschrijft
        voorschrijven voorselectie voorspel voorspelbaar voorspeld voorspelde voorspellen
        voorspelling voorspellingen voorspelt voorspoed voorspoedig voorsprong voorst voorstad
        voorstander voorstanders voorste voorsteden voorstel voorstelde voorstellen voorstelling
        voorstellingen voorstelt voort voortaan voortbestaan voortduren voortdurend voortdurende
        voortgang voortgebracht voortgekomen voortgezet voorthuizen voortijdig voortkomen voortkomt
        voortleven voortouw voortplanten voortplanting voortreffelijk voortreffelijke voorts
        voortuin voortvluchtige voortzetten voortzetting vooruit vooruitgang vooruitstrevende
        vooruitzicht vooruitzichten voorval voorvallen voorvechter voorverkoop voorvoegsel
        voorwaarde voorwaardelijk voorwaardelijke voorwaarden voorwaarts voorwerp voorwerpen
        voorwoord voorzag voorzet voorzichtig voorzichtige voorzichtiger voorzichtigheid voorzie
        voorzien voorziene voorziening voorzieningen voorziet voorzijde voorzitster voorzitter
        voorzitters voorzitterschap voorzorg voorzorgsmaatregelen vor vorden vorderen vordering
        vorderingen vordert voren vorig vorige vork vorken vorm vormde vormden vormen vormgegeven
        vormgever vormgeving vormige vorming vormt vorst vorsten vort vortex vos vossemeer vossen
        vostok vote vous vouw vouwen voyager vpn vpro vraag vraagje vraagprijs vraagstuk
        vraagstukken vraagt vraagteken vraagtekens vracht vrachtauto vrachtschip vrachtverkeer
        vrachtwagen vrachtwagenchauffeur vrachtwagens vragen vragenlijst vrede vredesakkoord
        vredesduif vredesmacht vredesnaam vredesonderhandelingen vredestein vredig vredige
        vreedzaam vreedzame vreemd vreemde vreemdeling vreemdelingen vreemden vreemdgaan vrees
        vreesde vreesden vreest vreet vreselijk vreselijke vreselijks vreten vreugde vrezen vriend
        vriendelijk vriendelijke vriendelijker vriendelijkheid vrienden vriendengroep vriendenkring
        vriendin vriendinnen vriendinnetje vriendinnetjes vriendje vriendjes vriendjespolitiek
        vriendschap vriendschappelijk vriendschappelijke vriendschappen vriens vrienten vries
        vriest vriezen vriezenveen vriezer vrij vrijblijvend vrijdag vrijdagavond vrijdagmiddag
        vrijdagochtend vrije vrijelijk vrijen vrijer vrijgegeven vrijgekomen vrijgelaten
        vrijgemaakt vrijgesproken vrijgesteld vrijgeven vrijgezel vrijgezelle vrijgezellen
        vrijgezellenfeest vrijheden vrijheid vrijkomen vrijkomt vrijlaten vrijlating vrijmaken
        vrijspraak vrijstaand vrijstaande vrijstelling vrijuit vrijwel vrijwillig vrijwillige
        vrijwilliger vrijwilligers vrijwilligerswerk vroeg vroege vroegen vroeger vroegere vroegst
        vroegste vroegtijdig vroegtijdige vrolijk vrolijke vrolijken vrolijker vrolijkheid vrome
        vroom vrouw vrouwe vrouwelijk vrouwelijke vrouwelijkheid vrouwen vrouwendag vrouwenrechten
        vrouwenvoetbal vrouwtje vrouwtjes vrt vrucht vruchtbaar vruchtbaarheid vruchtbare vruchten
        vtm vub vuelta vught vuil vuile vuilnis vuilnisbak vuilnisbakken vuilnisbelt vuist vuisten
        vul vulcan vulde vulden vulkaan vulkanen vulkanische vullen vullende vulling vulpen vult
        vuren vurig vurige vuur vuurgevecht vuurpijl vuurt vuurtje vuurtoren vuurvlieg vuurvliegje
        vuurvliegjes vuurwapen vuurwapens vuurwerk vvd vve vvv vwo vws vzw waag waagde waagschaal
        waagt waai waaien waaier waait waak waakhond waaks waakt waakzaam waal waalre waals waalse
        waalwijk waan waanzin waanzinnig waanzinnige waar waaraan waarbij waarbinnen waarborgen
        waard waarde waardebon waardeer waardeert waardeloos waardeloze waarden waarderen
        waardering waardes waardevol waardevolle waardig waardige waardigheid waardoor waargebeurd
        waargenomen waarheden waarheen waarheid waarin waarlangs waarlijk waarmaken waarmee waarna
        waarnaar waarneembaar waarnemen waarnemend waarnemer waarnemers waarneming waarnemingen
        waarnemingshorizon waarom waaronder waarop waarover waarschijnlijk waarschijnlijke
        waarschijnlijker waarschijnlijkheid waarschuw waarschuwde waarschuwen waarschuwing
        waarschuwingen waarschuwt waart waartegen waartoe waaruit waarvan waarvandaan waarvoor waas
        waasland waat wacht wachte wachten wachtend wachter wachters wachtkamer wachtlijst wachtrij
        wachtte wachtten wachttijd wachttijden wachtwoord wachtwoorden wad wadden waddeneilanden
        waddenzee waddinxveen wade waden wael waer wafels wagen wageningen wagenpark wagens wagner
        wagon wagons wagt wahl wai wait wajong wake wakefield waken waker wakker wal wala walcheren
        walden wales walg walgelijk walgelijke walhalla walibi walk walker walking wall wallace
        wallen wallis wallonie walls wally wals walsh walt walter walters walvis walvisachtige
        walvishaai walvissen walvisvaart wammes wan wanbeleid wand wanda wandel wandelaar
        wandelaars wandelde wandelen wandelende wandeling wandelingen wandelpad wandelpaden
        wandelroute wandelt wandeltocht wanden wandklok wanen wang wangedrag wangen wanhoop
        wanhopig wanhopige wanna wanne wanneer wanorde want wanted wanten wantrouwen wao wapen
        wapenbezit wapenen wapenhandel wapens wapenstilstand wapenstok wapperen war warcraft ward
        warden ware waregem warehouse waren warenhuis warenhuizen warfare wark warm warme warmen
        warmer warmerdam warmere warming warmond warmste warmt warmte warmtepomp warner warren
        warrior warriors wars warschau wart was wasbeer wash washington waslaag wasmachine wassen
        wassenaar wasserette wasserij wast waste wat watch watching watchman waten water waterbak
        waterberg waterdamp waterdicht waterdichte wateren waterford watergang waterhoofd
        wateringen waterkant waterkering waterkoeling waterkrachtcentrale waterkwaliteit waterland
        waterleiding waterloo waterloop watermaal waterman watermeloen watermoleculen watermolecuul
        waternet wateroverlast waterpas waterpeil waterpijp waterplanten waterpolo waterproof
        waterrad waterrat waters waterschap waterschappen watersnood watersnoodramp watersport
        waterstaat waterstam waterstand waterstof waterstofatomen waterstofbom waterstofgas
        waterstroom watertank watertoren waterval watervallen watervogels waterweg watford watje
        watjes watson watt watte watten watts wauw wave waver waves wax way waylon wayne wazig we
        wear weasel weather weaver web webb webber webcam webcams webcamsex webdesign weber webinar
        weblog webpagina webshop webshops website websites webster webwinkel webwinkels wed wedde
        wedden weddenschap wedding weder wedergeboorte wederom wederopbouw wederzijds wederzijdse
        wedren wedstrijd wedstrijdbord wedstrijden wedstrijdje weduwe weduwen weduwnaar wee weed
        weeen weefsel weefsels weeg weegschaal weegschalen weegt week weekblad weekeinde weekend
        weekenden weekendje weekends weekje weekly weeks weel weelde weent weer weeral weeralarmen
        weerbaarheid weerbericht weerde weerden weergave weergeeft weergegeven weergeven weerhield
        weerhouden weerhoudt weerkaatst weerleggen weerloze weerman weerribben weersomstandigheden
        weerspiegelen weerspiegeling weerspiegelt weerstaan weerstand weerstation weersverwachting
        weersverwachtingen weerszijden weert weerwolf weerzien weerzinwekkend wees weeshuis
        weeskinderen weesp weet weetje weetjes weezel weg wegblazen wegblijven wegbrengen wegdek
        wegdoen wegen wegens weggaan weggaat weggebruikers weggegaan weggegeven weggegooid
        weggehaald weggejaagd weggelaten weggelegd weggelopen weggenomen weggespoeld weggestuurd
        weggevaagd weggeven weggeweest weggewerkt weggooien weghalen wegkomen weglaten weglopen
        wegnemen wegrennen wegrijden wegsturen wegvallen wegverkeer wegwaaien wegwerken wegwezen
        wegwijs wei weide weiden weidevogel weiger weigerde weigerden weigeren weigering weigert
        weijden weil weiland weilanden weiner weinig weinige weinigen weinstein weird weiss
        wekelijks wekelijkse weken wekenlang wekken wekker wekt wekte wel welcome weldra weleens
        weleer weliswaar welk welke welker welkom welkome well welle weller welles wellicht
        wellington wellness wells welnee welnu weloverwogen welpen welt welten welterusten welvaart
        welvarend welvarende welverdiende wely welzijn wembley wemel wemelt wen wend wende wenden
        wending wendingen wendy wenen wenkbrauw wenkbrauwen wenn wennen wens wenselijk wensen wenst
        wenste went wer werchter werd werde werden werder werdt were wereld wereldatlas wereldbank
        wereldbedrijf wereldbeeld wereldbeker wereldberoemd wereldberoemde wereldbevolking
        werelddeel werelddelen werelden werelderfgoed werelderfgoedlijst wereldgeschiedenis
        wereldgezondheidsorganisatie wereldje wereldkaart wereldkampioen wereldkampioenschap
        wereldkampioenschappen wereldleiders wereldnieuws wereldoorlog wereldranglijst wereldrecord
        wereldreis werelds wereldschaal wereldse wereldstad wereldtentoonstelling wereldtitel
        wereldvrede wereldwijd wereldwijde weren werf werft werk werkdag werkdagen werkdruk werke
        werkelijk werkelijke werkelijkheid werkeloos werkeloosheid werken werkend werkendam
        werkende werkenden werker werkers werkervaring werkgebied werkgelegenheid werkgever
        werkgevers werkgroep werking werkje werkkamer werkkracht werkloos werkloosheid werkloze
        werklozen werkman werknemer werknemers werkomgeving werkomstandigheden werkplaats
        werkplaatsen werkplek werkplekken werkster werkstraf werkstuk werkt werkte werkten werktijd
        werktuig werktuigbouwkunde werktuigen werkvloer werkweek werkwijze werkwoord werkwoorden
        werkzaam werkzaamheden werkzame werkzoekende werkzoekenden werner werp werpen werpt
        wervelkolom werven werving wes wesel wesen weser wesley wesp wespen wessel west westbroek
        westelijk westelijke westen wester westerbork westerlingen westerlo westerman western
        westers westerschelde westerse westerveld westervoort westerwolde westfalen westhoek
        westkant westkust westland westminster weston westzijde wet wetboek weten wetend wetende
        wetenschap wetenschappelijk wetenschappelijke wetenschappen wetenschapper wetenschappers
        wetenswaardigheden wetering wetgevende wetgever wetgeving wethouder wethouders wetsvoorstel
        wetsvoorstellen wetswijziging wettelijk wettelijke wetten wetteren wettig wettige wevelgem
        weven wever wevers wezel wezen wezenlijk wezenlijke wezens wezentjes what whatever whatsapp
        wheel wheeler wheels when where which while whiskey whisky whitaker white whiteboard
        whitepaper whitney who whole why wi wicht wicked wicker wickham wide width wie wiebes
        wieden wieder wieg wiegen wieken wiel wielen wielerbond wielersport wielren wielrennen
        wielrenner wielrenners wieltjes wien wienen wiens wier wierd wierda wierde wierden wieren
        wierik wierook wierp wierpen wiesel wiet wietse wife wifi wiggins wii wij wijchen wijd
        wijde wijden wijding wijdt wijdverbreid wijdverspreid wijf wijhe wijk wijken wijkt wijlen
        wijn wijnberg wijnbergen wijnen wijngaard wijngaarden wijnkelder wijntje wijntjes wijs
        wijsbegeerte wijsgemaakt wijsheid wijsmaken wijst wijsvinger wijten wijting wijven wijze
        wijzelf wijzen wijzer wijzers wijzigen wijziging wijzigingen wijzigt wiki wikileaks
        wikimedia wikipedia wikkelen wiko wil wilco wild wilde wilden wilder wildernis wilders
        wildlife wiley wilfred wilfried wilgen wilhelm wilhelmina wilhelmus will willa wille
        willebroek willebrord willeke willekeur willekeurig willekeurige willem willems willemsoord
        willemstad willen willet willi william williams willian willibrord willibrordus willie
        willig willing willink willis willow wills willy wilma wilrijk wils wilsele wilskracht
        wilson wilt wim wimbledon wimpel wimpers win winactie winchester wind winddicht winde
        winden windenergie winderig winderige windesheim windkracht windmolen windmolens window
        windows windpark windparken windrichting windroos winds windsnelheid windsor windstille
        windstoot windstoten windstroom windt windturbines windu windy wine winehouse wing winge
        winger wings wink winkel winkelcentra winkelcentrum winkelen winkelier winkeliers
        winkelketen winkels winkelstraat winkeltje winkeltjes winn winnaar winnaars winnares winne
        winnen winnend winnende winner winnie winning wins winschoten winst winsten winstgevend
        winstgevende winston winsum wint winter winterberg winterjas winternacht winters winterse
        winterslaap winterspelen wintersport winterstop winterswijk winti winx wip wippen wipte wir
        wird wire wis wisconsin wise wish wiske wiskunde wiskundig wiskundige wiskundigen wissel
        wisselde wisselden wisselen wisselend wisselende wisseling wissels wisselt wisselwerking
        wissen wist wiste wisten wit with without witje witness wits witsen witt witte wittem
        witteman witten witter witwassen wizard wlan wlz wmo wodka woedde woedden woede woeden
        woedend woedende woedt woef woensdag woensdagavond woensdagmiddag woensdagochtend woerden
        woest woeste woestijn woestijnen woezel wogen woii wok wokken wol wold wolden wolf wolfe
        wolff wolfgang wolfs wolfsburg wolk wolken wolkenkrabber wolkenkrabbers woll wollen wolter
        wolters wolvega wolven wolves wolvin woman women won wond wonde wonden wonder
        wonderbaarlijk wonderbaarlijke wondere wonderen wonderful wonderkind wonderland wonderlijk
        wonderlijke wonders wonen wonende wong woning woningbouw woningcorporatie woningcorporaties
        woningen woningmarkt wonnen woo wood wooden woods woody woof woog wook woolf woon
        woonachtig woonde woonden woongebied woonheuvel woonhuis woonkamer woonlaag woonoppervlakte
        woonplaats woonruimte woont woonwijk woonwijken woord woorden woordenboek woordenboeken
        woordenschat woordje woordjes woordspeling woordvoerder woordvoerders word worde worden
        wordende wording wordpress words wordt work workers working workout works workshop
        workshops workum world worldwide worm wormen wormerveer worp worst worstel worstelen
        worsteling worstelt worstvellen wort wortel wortels worth wou woud woude wouden woudenberg
        woudrichem would wout wouter wouters wouw wow woz wraak wrak wrede wreed wreedheden
        wreedheid wreken wright wrijf wrijven wrijving wrijvingen writers writing written wroeten
        wrok wrong wrote wsw wta wtc wtf wubbo wulf wulp wulpen wurgen wuytens wwe www wyatt
        wyoming xander xandra xanten xavier xbox xian xii xiv xml xperia xtc xvi xxl xxx xxxx yacht
        yahoo yale yamaha yammer yan yang yankee yankees yannick yard yards yasmina yasmine yasser
        yates yeah year years yellow yen yeon yep yes yet yin ying yoeri yoga yoghurt yoko yolanda
        yong yoo yori york yorkse yorkshire yosemite you young your youri yours yourself youssef
        youth youtube ypenburg yuan yugi yugo yuki yumi yunnan yup yuri yves yvette yvonne zaad
        zaadjes zaag zaai zaaien zaait zaak zaakjes zaal zaan zaandam zaanse zaanstad zaanstreek
        zac zach zacht zachte zachter zachtjes zachts zack zadel zadeldak zaden zag zagen zagreb
        zaire zak zakdoek zake zakelijk zakelijke zaken zakendoen zakenman zakenreis zakenvrouw
        zakgeld zakje zakjes zakken zaklamp zakt zakte zal zalen zalf zalig zalige zalm zalmen
        zaltbommel zaman zambia zamelen zamenhof zand zandbak zanden zandheuvel zandhoven
        zandkorrel zandrug zandsteen zandvoort zane zang zanger zangeres zangeressen zangers
        zangvogel zangvogels zanten zapata zara zat zaten zater zaterdag zaterdagavond zaterdagen
        zaterdagmiddag zaterdagmorgen zaterdagnacht zaterdagochtend zavel zaventem ze zebra zeden
        zederik zee zeearend zeearenden zeearm zeebodem zeebrugge zeedieren zeediertjes zeedijk
        zeeen zeeft zeeg zeehond zeehonden zeehondencentrum zeeland zeelandse zeelui zeeman
        zeemaneffect zeemeermin zeeniveau zeep zeer zeerste zeespiegel zeester zeestroming zeeuw
        zeeuws zeeuwse zeevogels zeewater zeewier zeewolde zeezoogdier zeg zegde zege zegel zegels
        zegen zegene zegeningen zeger zeges zegevieren zegge zeggen zeggenschap zegt zei zeide
        zeiden zeik zeiken zeil zeilboot zeilen zeist zeister zeit zeker zekere zekerheden
        zekerheid zelda zelden zeldzaam zeldzaamheid zeldzame zelf zelfbeeld zelfbeheersing zelfde
        zelfdoding zelfgemaakt zelfgemaakte zelfmoord zelfmoordaanslag zelfmoorden zelfportret
        zelfredzaamheid zelfrespect zelfrijdende zelfs zelfstandig zelfstandige zelfstandigen
        zelfstandigheid zelfverdediging zelfvertrouwen zelfverzekerd zelve zelver zembla zen zend
        zenden zender zenders zending zendmast zendt zendtijd zeng zenit zenne zenobe zenuw
        zenuwachtig zenuwcellen zenuwen zenuwstelsel zeppelin zere zerk zero zes zesde zeshoek
        zeshonderd zestien zestiende zestig zet zetel zetels zetje zette zetten zeug zeulen zeur
        zeuren zeurt zeus zeven zevenaar zevenbergen zevende zevenhuizen zeventien zeventiende
        zeventig zever zgn zhang zhao zheng zhou zich zicht zichtbaar zichtbaarheid zichtbare
        zichzelf zie ziek ziekbed zieke ziekelijk ziekelijke zieken ziekenboeg ziekenfonds
        ziekenhuis ziekenhuizen ziekte ziektekosten ziektekostenverzekering ziekten ziektes
        ziekteverwekkers ziel zielen zielig zielige zien ziens zienswijze zier zierikzee ziet
        zigeuners ziggo ziggy zigzagstreep ziin zij zijd zijde zijdelings zijden zijdes zijkant
        zijkanten zijlijn zijlstra zijn zijnde zijne zijner zijpe zijt zijwegen zijzelf zilt zilver
        zilvere zilveren zilvervliesrijst zimbabwe zimmerman zin zinde zing zingen zingend zingende
        zingt zink zinken zinkt zinloos zinloze zinnen zinnetje zinnig zinnige zint zintuigen
        zinvol zinvolle zion zionisme zip zipper zit zitje zitplaats zitplaatsen zitte zitten
        zittend zittende zitter zitting zittingen zo zoal zoals zocht zochten zodanig zodat
        zodoende zodra zoe zoek zoekactie zoeken zoekend zoekende zoeker zoekfunctie zoekmachine
        zoekmachines zoekopdracht zoekresultaten zoekt zoektermen zoektocht zoemer zoen zoenen
        zoent zoet zoete zoetermeer zoeterwoude zoetwatergetijdengebieden zoey zogeheten zogen
        zogenaamd zogenaamde zogenoemde zogezegd zoiets zojuist zolang zolder zolen zomaar zombie
        zombies zomen zomer zomeravonden zomerdag zomerkamp zomermaanden zomers zomerse zomerspelen
        zomertijd zomervakantie zometeen zon zond zondag zondagavond zondagen zondagmiddag
        zondagmorgen zondagochtend zondags zondagse zonde zondebok zonden zonder zondig zondvloed
        zone zonen zones zonet zong zongen zoniet zonk zonkracht zonlicht zonne zonnebloem
        zonnebrand zonnebril zonnebrillen zonnedak zonnedauw zonnen zonnepanelen zonneschijn
        zonnestelsel zonnestralen zonnetje zonnewind zonnig zonnige zonsondergang zonsopgang
        zonsopkomst zonsverduistering zoo zoogdier zoogdieren zooi zooitje zool zoom zoon zoons
        zoontje zootje zorg zorgcentrum zorgde zorgden zorgeloos zorgen zorggebruik zorggroep
        zorginstelling zorginstellingen zorgkosten zorgt zorgtoeslag zorgverlener zorgverleners
        zorgverzekeraar zorgverzekeraars zorgverzekering zorgvuldig zorgwekkend zorgwekkende
        zorgzaam zorro zot zou zoude zouden zout zoute zoveel zoveelste zovelen zover zowaar zowat
        zowel zozeer zucht zuid zuidas zuidbroek zuidelijk zuidelijke zuiden zuider zuiderzee
        zuidhorn zuidkant zuidlaren zuidoost zuidoosten zuidpool zuidpoolgebied zuidwaarts zuidwest
        zuidwestelijke zuidwesten zuidwolde zuidzijde zuig zuigen zuiger zuigers zuigt zuil zuilen
        zuinig zuip zuipen zuivel zuiver zuivere zuiveren zuiverheid zuivering zuiveringen zul zulk
        zulke zullen zult zulte zum zundert zure zuren zurich zuring zus zusje zusjes zussen zuster
        zusters zutphen zuur zuurgraad zuurkool zuurstof zuurstofatomen zuurstofatoom zuurstofrijke
        zuyd zwaag zwaai zwaaide zwaaien zwaait zwaan zwaar zwaard zwaarden zwaarder zwaardere
        zwaargewicht zwaargewond zwaarst zwaarste zwaartekracht zwaartekrachtsingulariteit
        zwaartepunt zwager zwagerman zwak zwakke zwakken zwakker zwakkere zwakkeren zwakste zwakte
        zwalken zwaluw zwaluwe zwaluwen zwam zwammen zwammerdam zwan zwanen zwanger zwangere
        zwangerschap zware zwart zwarte zwarten zwavel zweden zweed zweeds zweedse zweeft zweep
        zweer zweert zweet zweinstein zwelling zwem zwembad zwembaden zwembroek zwemles zwemmen
        zwemmend zwemmer zwemmers zwemster zwemt zweren zwerfkeien zwermen zwerven zwerver zwervers
        zweten zweven zwevend zwevende zwicht zwieren zwierven zwieten zwijg zwijgen zwijgt zwijn
        zwijndrecht zwijnen zwijntje zwin zwitserland zwitsers zwitserse zwoegen zwoele zwoer
        zwolle zwolse zwom zwommen zyn zzp
    """.split()),
}
