Feature: The deal
  A new game shuffles the edition's deck, taken in its canonical order, with the seed the
  game is started with, and deals it round the draw piles, the first card to pile 1; the
  seed after the shuffle becomes the state's seed, from which later reshuffles draw
  (docs/protocol.md, "The shuffle"). These scenarios give every card of every pile and the
  seed after the deal: an engine that does not shuffle, shuffles otherwise, or holds the
  deck in another order deals other piles. Their piles were computed by a separate
  implementation of the documented shuffle (tests/independent_deal.py), never by asking the
  engine, and a test keeps the two in agreement. The players' number and names play no
  part in the deal.

  Rule: setup.piles - Pelikan deals its deck into one pile

    @pelikan_1975 @topic_setup_piles @topic_setup_deck @ruling_pelikan_deck @id_setup_deal_pelikan
    Scenario: A new Pelikan game deals the 98 cards from the seed into one pile
      The deck in its canonical order (spec/editions/pelikan-1975.toml), shuffled with seed
      1975, is the one draw pile, top card first; the seed after the shuffle is the state's.
      Given a new game of North and South with seed 1975
      Then the position is:
        """
        seed: 17511437125486709676
        North:
        South:
        pile 1: i2 cowboy chief stern1 bow1 bow stern1 bear-r rifles firewater bow furs section i1 gold-f chief stern i2 archer i1 i1 stern1 stern1 i1 shaman cannon-r furs horse-f stern1 stern horse-r wood-r i3 section i2 i2 section eagle bear-f bow bow1 stern chief lasso stern stern chief lasso tobacco i3 bow1 i1 archer chief furs furs archer furs stern1 buffalo-r buffalo-f i2 i3 archer lasso bow totem section shaman i2 furs buffalo-hunter lasso bow lasso i3 wood-f powder gold-digger totem i3 bear-hunter chief soldier lasso bow1 gold-r tent i3 archer archer bow1 cannon-f bow1 bow lumberjack i1 stern
        """

  Rule: setup.piles - Ogallala II deals its deck, with any reserve cards, into one pile

    @ass_ii @topic_setup_piles @topic_setup_deck @id_setup_deal_ass_ii
    Scenario: A new Ogallala II game deals the 98 cards from the seed into one pile
      Given a new game of North and South with seed 2
      Then the position is:
        """
        seed: 17511437125486707703
        North:
        South:
        pile 1: section section lasso bow1 i1 stern stern1 archer i3 i1 furs furs chief powder stern1 cannon-f gold-r stern soldier furs bow lumberjack bow lasso horse-r bow chief wood-r archer i1 lasso cannon-r bow1 bow1 tent i1 lasso i3 stern1 furs gold-digger stern bear-f chief rifles wood-f buffalo-r archer stern tobacco stern1 i1 bow totem chief horse-f lasso archer buffalo-hunter bow cowboy stern1 archer i3 i3 bow1 shaman firewater furs totem i3 eagle bow1 stern shaman section i2 i1 bear-r bow1 archer i2 bear-hunter lasso chief i2 stern1 i3 buffalo-f gold-f furs i2 i2 i2 chief section stern bow
        """

    @ass_ii @topic_setup_piles @topic_setup_deck @topic_variant_wide_mat @id_setup_deal_ass_ii_wide
    Scenario: The 16-space mats leave the Ogallala II deal as it is
      Given a new game of North and South with seed 16 and options wide
      Then the position is:
        """
        options: wide
        seed: 17511437125486707717
        North:
        South:
        pile 1: i2 furs section powder bear-f i2 lasso wood-r shaman bow1 stern horse-r stern1 archer bow1 stern1 bow1 buffalo-r wood-f bow furs gold-digger i1 stern1 i3 stern chief chief lasso i1 archer i1 stern1 cannon-f i2 i2 stern chief bear-r stern bow1 bow furs i3 gold-f bow lasso firewater archer archer bow1 bow totem lasso tent buffalo-f cowboy eagle cannon-r bow gold-r i3 lumberjack chief furs i2 archer archer i1 furs lasso section section totem i3 tobacco stern i1 rifles section buffalo-hunter chief horse-f chief soldier stern bear-hunter stern1 furs i3 bow lasso i1 i3 i2 shaman bow1 stern1
        """

    @ass_ii @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_ii_extra_lasso_archer
    Scenario: The extra lasso throwers and archers are shuffled into the Ogallala II deal
      Given a new game of North and South with seed 3 and options extra-lasso-archer
      Then the position is:
        """
        options: extra-lasso-archer
        seed: 7774064181650846796
        North:
        South:
        pile 1: i2 shaman bow1 furs bear-f wood-r archer wood-f buffalo-f lasso stern i2 i2 bow1 cannon-f bow1 firewater section bow gold-digger stern section shaman buffalo-hunter i3 lasso archer stern powder horse-r chief furs horse-f totem bear-hunter i2 archer lasso bow i1 stern chief bow i3 stern1 i3 bow stern1 lumberjack section bow1 lasso rifles bow archer i3 totem lasso stern1 tent cannon-r cowboy lasso furs i2 i3 furs lasso archer archer i1 i1 gold-f stern1 i1 soldier bear-r bow stern chief i1 buffalo-r chief bow1 stern furs i2 furs archer eagle chief archer section stern1 i3 gold-r tobacco stern1 chief i1 lasso bow1
        """

    @ass_ii @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_ii_indian_ends
    Scenario: Bows and sterns with an Indian in place of empty ones are shuffled into the Ogallala II deal
      Given a new game of North and South with seed 4 and options indian-ends
      Then the position is:
        """
        options: indian-ends
        seed: 17511437125486707705
        North:
        South:
        pile 1: gold-r archer furs buffalo-r bear-f i2 i1 bow1 bow1 buffalo-f archer archer stern1 stern1 gold-digger bow1 archer bow totem chief bow1 stern1 horse-r lumberjack i3 bear-hunter tent horse-f i1 furs lasso bow1 tobacco chief furs chief chief bow1 i2 cannon-f stern1 chief wood-r stern i2 archer furs section bear-r gold-f i3 stern1 stern1 lasso lasso powder eagle section i3 cowboy furs stern1 stern1 i1 shaman i1 bow bow1 i2 lasso buffalo-hunter bow1 i3 i3 rifles totem chief bow1 lasso i2 firewater stern1 bow1 section furs section stern1 soldier lasso wood-f i1 stern i1 cannon-r shaman archer i3 i2
        """

    @ass_ii @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_ii_no_totem
    Scenario: Without the totems the Ogallala II deal has 96 cards
      Given a new game of North and South with seed 5 and options no-totem
      Then the position is:
        """
        options: no-totem
        seed: 13156751560549862352
        North:
        South:
        pile 1: stern1 i1 lasso section i2 archer i2 lasso stern gold-digger bow bow1 buffalo-hunter buffalo-r furs buffalo-f i3 archer bow wood-f eagle i1 chief i3 bow1 i2 bear-r bear-f section section chief shaman bow lasso furs horse-f i1 bow bear-hunter shaman archer lumberjack cannon-f lasso powder soldier furs bow1 i2 firewater bow1 bow i3 chief archer i2 archer stern1 cowboy gold-r lasso i2 stern1 archer tobacco wood-r i1 section lasso gold-f i1 stern1 chief bow furs i1 stern furs cannon-r i3 stern stern1 stern tent i3 bow1 chief chief furs stern i3 rifles stern bow1 horse-r stern1
        """

    @ass_ii @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @topic_variant_wide_mat @id_setup_deal_ass_ii_all_options
    Scenario: Every Ogallala II variant together, dealt from the largest seed
      Given a new game of North and South with seed 18446744073709551615 and options extra-lasso-archer indian-ends no-totem wide
      Then the position is:
        """
        options: extra-lasso-archer indian-ends no-totem wide
        seed: 3419378616714001438
        North:
        South:
        pile 1: bow1 chief chief chief furs shaman archer cannon-r furs stern1 furs bow1 horse-f section bow gold-f bow1 section furs bear-r bear-f i1 rifles archer cowboy horse-r bow1 bow1 gold-r powder bow1 i2 cannon-f stern stern1 i1 i1 i3 lasso archer i2 lasso i1 stern1 i2 stern1 stern1 stern1 chief lasso i1 lumberjack i2 i3 soldier wood-r buffalo-hunter eagle i3 lasso archer stern1 stern1 i3 bow1 furs furs wood-f archer stern buffalo-r lasso i3 bow1 i3 chief lasso buffalo-f lasso bow1 stern1 i1 archer section bear-hunter lasso shaman bow1 archer gold-digger archer firewater i2 stern1 bow tobacco tent chief section i2
        """

  Rule: setup.piles - Ogallala I deals its deck, with any reserve cards, into three stacks

    @ass_i @topic_setup_piles @topic_setup_deck @id_setup_deal_ass_i
    Scenario Outline: A new Ogallala I game deals the 134 cards from the seed into three stacks (<ass-i-stacks>)
      Given a new game of North and South with seed 1
      Then the position is:
        """
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | seed after           | pile 1                                                                                                                                                                                                                                                           | pile 2                                                                                                                                                                                                                                                                          | pile 3                                                                                                                                                                                                                                                                                                             |
        | shuffled-together | 3662056925802165994  | i3 horse-r bow archer i2 lasso furs rifles firewater bow1 i2 shaman furs totem firewater archer bow1 archer stern i2 stern1 i1 chief axe bow bow1 i2 i1 chief stern1 soldier chief i1 buffalo-hunter axe bow1 i3 tobacco i2 stern lasso axe powder stern1 archer | buffalo-f i3 chief cannon-r stern1 furs i2 furs i2 i3 stern1 axe stern bow i3 stern bow1 shaman rifles bear-f lasso i1 i1 bow i2 i1 gold-r totem stern1 i3 powder furs lasso i3 cannon-f furs stern bear-hunter horse-f furs chief lasso i1 stern i2                            | stern i3 chief i1 buffalo-r eagle shaman cowboy tent wood-r stern1 bear-r bow1 furs i2 archer bow bow gold-digger chief archer furs bow bow1 shaman i3 eagle bow gold-f tobacco wood-f i3 stern1 lumberjack stern tent lasso furs furs bow1 furs i1 i1 chief                                                       |
        | sorted-by-type    | 17754115434574872256 | stern1 stern bow stern stern1 stern1 bow1 bow1 stern stern stern1 bow1 stern1 bow stern bow bow1 bow1 stern1 bow bow1 bow stern stern1 stern bow1 stern1 bow stern bow bow1 bow                                                                                  | lasso chief axe i1 i2 archer chief archer i2 chief i2 shaman shaman i1 i2 i1 i3 i2 chief i3 chief i3 i1 i3 i1 shaman lasso i2 archer archer totem lasso archer i1 i1 i1 lasso lasso i2 chief archer shaman i3 i3 axe axe i3 i1 i2 totem chief i3 i2 i3 axe i1 i2 chief i3 lasso | wood-r cannon-f tent tobacco furs rifles horse-r firewater buffalo-hunter furs furs eagle furs eagle furs buffalo-f bear-hunter bear-f furs furs gold-r furs gold-digger firewater wood-f cannon-r bear-r buffalo-r powder furs horse-f lumberjack powder tobacco tent gold-f furs cowboy furs soldier rifles furs |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_wide_mat @id_setup_deal_ass_i_wide
    Scenario Outline: The 16-space mats leave the Ogallala I deal as it is (<ass-i-stacks>)
      Given a new game of North and South with seed 16 and options wide
      Then the position is:
        """
        options: wide
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | seed after           | pile 1                                                                                                                                                                                                                                                       | pile 2                                                                                                                                                                                                                                                                          | pile 3                                                                                                                                                                                                                                                                                                             |
        | shuffled-together | 3662056925802166009  | cannon-f i2 lumberjack bow i2 furs bow1 i3 i1 i2 i2 stern stern1 shaman stern1 firewater bear-f cowboy i3 i3 shaman bow1 bear-hunter axe rifles i2 bow1 lasso stern1 i3 furs totem lasso stern1 buffalo-r bow bow powder furs i2 archer i1 archer bow1 stern | tobacco stern wood-f stern1 stern bow rifles archer furs furs chief lasso i1 bow stern axe i1 i1 stern1 shaman buffalo-f horse-r i3 axe totem furs stern i1 i1 archer bow chief stern1 gold-digger chief bow1 i1 soldier chief i2 firewater eagle bow chief stern1              | i3 axe i3 archer bow1 buffalo-hunter wood-r i2 chief bow1 eagle tent chief i2 bear-r bow1 tent horse-f lasso i1 powder tobacco bow shaman i3 stern lasso furs stern furs i3 cannon-r chief lasso i3 i2 furs gold-f i1 archer furs furs gold-r furs                                                                 |
        | sorted-by-type    | 17754115434574872271 | stern1 bow stern bow1 bow1 stern1 stern stern stern stern1 bow1 stern1 bow bow bow stern stern stern1 stern bow1 stern1 bow bow1 bow bow bow1 bow1 stern1 stern stern1 bow1 bow                                                                              | chief i2 axe i2 i3 i1 i3 archer i3 lasso i1 chief i2 i3 chief i1 chief i1 i3 shaman i3 i3 shaman i2 axe archer i2 i1 i2 archer i1 chief lasso i1 chief archer totem i1 chief archer i2 lasso shaman axe i3 i1 i3 axe chief lasso i1 lasso shaman i3 totem archer lasso i2 i2 i2 | tobacco firewater cannon-f cannon-r eagle firewater rifles tobacco bear-r bear-hunter furs furs furs furs furs soldier buffalo-hunter lumberjack horse-r furs furs powder tent buffalo-r wood-r tent furs rifles bear-f eagle furs buffalo-f furs furs powder gold-r wood-f horse-f furs gold-f gold-digger cowboy |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_two_tribes @id_setup_deal_ass_i_tribes
    Scenario Outline: With two tribes the red cards of each kind come before the blue ones in the Ogallala I deck (<ass-i-stacks>, <ass-i-tribe-split>)
      Given a new game of North and South with seed 2 and options tribes
      Then the position is:
        """
        options: tribes
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | ass-i-tribe-split | seed after           | pile 1                                                                                                                                                                                                                                                                                                                                                                           | pile 2                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               | pile 3                                                                                                                                                                                                                                                                                                                                                                    |
        | shuffled-together | overview-column   | 3662056925802165995  | i2.red chief.red stern1.red i2.blue i2.blue stern i1.blue tobacco i3.blue gold-r i2.blue lasso.red furs bow stern1.blue stern1.blue archer.blue i1.red bow1.blue stern1.blue stern bow powder stern furs archer.red gold-digger axe.red stern shaman.blue i1.red i2.red bear-f i3.blue tent chief.blue lasso.red furs furs lasso.blue i2.red firewater bow chief.blue lasso.blue | bow1.blue chief.red rifles lumberjack tobacco i3.blue furs stern stern1.red totem shaman.blue i1.blue i2.blue furs bow1.red i3.red bow chief.red furs horse-f eagle powder bow1.red axe.blue furs archer.blue stern stern i1.blue lasso.red cannon-f buffalo-r totem i3.blue wood-r horse-r firewater chief.blue stern1.red furs i1.blue gold-f bow bow1.blue i3.red                                                                                                                                                                                 | archer.blue i2.red wood-f tent shaman.red i1.red eagle i1.red bear-hunter cannon-r bow1.blue buffalo-hunter furs i3.red chief.blue lasso.blue soldier axe.blue cowboy bow i3.red bear-r buffalo-f stern1.blue bow i1.red bow1.red chief.red i2.red shaman.red stern1.red i1.blue archer.red bow bow1.red archer.red i3.red furs stern rifles i2.blue furs i3.blue axe.red |
        | shuffled-together | example-counts    | 13399429869638026903 | furs stern1.blue cannon-f furs horse-f shaman.red stern i3.red furs shaman.blue i2.blue eagle i3.red i1.red i3.red tent bow1.red bow bow i3.blue axe.red bow1.blue wood-r gold-digger i1.red bear-r soldier archer.red furs tobacco i3.red stern cannon-r bow stern stern1.red i2.red bow bow1.blue chief.red furs totem archer.red chief.red                                    | bow furs buffalo-hunter firewater bow1.blue stern1.blue cowboy stern1.blue shaman.blue eagle furs bow1.red chief.red i1.red i1.blue stern1.red buffalo-f archer.blue i3.red rifles furs chief.blue bow firewater archer.blue gold-r horse-r tobacco lasso.blue stern chief.red buffalo-r i1.red shaman.red powder gold-f archer.blue i3.blue tent i2.red bow1.red furs i2.blue                                                                                                                                                                       | i1.red i1.blue stern i3.blue stern bow wood-f lasso.red chief.blue bow chief.blue i1.blue axe.blue furs furs i3.blue totem lasso.blue archer.red bear-hunter stern1.red bow1.blue bow1.red rifles powder i1.blue axe.blue stern1.red lasso.red i1.blue axe.red lasso.blue stern furs lasso.red i3.blue lumberjack i2.red i2.blue stern1.blue stern bear-f chief.blue      |
        | sorted-by-type    | overview-column   | 17754115434574872257 | stern1.blue bow1.red stern stern1.red stern1.red bow1.red stern bow stern bow1.red bow stern1.red stern bow1.blue bow stern1.blue bow1.blue bow bow1.blue stern1.red stern1.blue bow stern1.blue stern bow stern bow bow1.red stern bow1.blue bow stern                                                                                                                          | i2.red lasso.blue i3.blue i1.red chief.blue i1.red i3.blue axe.blue i2.blue axe.red shaman.red i2.blue i1.red i1.red i1.blue archer.red i3.red axe.blue i1.blue i3.red archer.red i2.blue chief.red i3.red i3.red lasso.blue i1.red lasso.blue chief.red i2.red chief.blue lasso.red i2.blue totem i2.red i1.blue chief.blue i1.blue axe.red chief.red i1.blue shaman.blue shaman.blue i3.red archer.blue archer.blue i3.blue shaman.red lasso.red i2.red lasso.red chief.blue totem archer.red i3.blue archer.blue i3.blue chief.red i2.blue i2.red | firewater furs furs furs cowboy furs furs eagle furs furs buffalo-hunter powder powder gold-f cannon-r tent furs horse-r buffalo-r bear-f horse-f furs soldier tent wood-f wood-r firewater furs bear-hunter tobacco gold-digger gold-r buffalo-f rifles eagle tobacco lumberjack bear-r furs furs rifles cannon-f                                                        |
        | sorted-by-type    | example-counts    | 9044744304701181549  | stern1.blue bow1.red stern stern1.red stern1.red bow1.red stern bow stern bow1.red bow stern1.red stern bow1.blue bow stern1.blue bow1.blue bow bow1.blue stern1.red stern1.blue bow stern1.blue stern bow stern bow bow1.red stern bow1.blue bow stern                                                                                                                          | chief.red lasso.red axe.blue axe.red i3.red lasso.blue archer.blue i1.red i1.red chief.blue lasso.red axe.blue i2.red archer.blue i3.blue totem archer.red i1.blue chief.blue i2.blue totem i1.blue i3.blue i3.red i1.blue i1.red i2.blue i2.red i3.red archer.blue i3.red i1.red i1.blue chief.red lasso.blue i3.blue i2.blue chief.red lasso.red i1.red shaman.blue shaman.red chief.blue axe.red i1.blue i2.red archer.red chief.blue lasso.blue i3.blue archer.red chief.red shaman.red i3.blue i3.red shaman.blue                               | tent furs bear-f firewater furs furs gold-f buffalo-r eagle furs tent horse-f tobacco furs rifles lumberjack furs furs soldier cowboy furs bear-r furs furs wood-r powder horse-r cannon-f buffalo-f cannon-r firewater buffalo-hunter wood-f furs furs tobacco gold-digger powder eagle rifles bear-hunter gold-r                                                        |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_i_extra_lasso_archer
    Scenario Outline: The extra lasso throwers and archers are shuffled into the Ogallala I deal (<ass-i-stacks>)
      Given a new game of North and South with seed 3 and options extra-lasso-archer
      Then the position is:
        """
        options: extra-lasso-archer
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | seed after           | pile 1                                                                                                                                                                                                                                                                         | pile 2                                                                                                                                                                                                                                                                                                    | pile 3                                                                                                                                                                                                                                                                                                             |
        | shuffled-together | 12371428055675856704 | bow stern1 stern furs i3 i2 chief archer stern archer bear-f bow1 i1 lasso firewater shaman shaman i2 i2 gold-digger i1 i1 stern1 chief rifles archer bear-hunter rifles totem i1 stern1 powder buffalo-hunter i3 chief chief i3 i3 lasso wood-r stern1 bow1 stern bow1 bow i1 | lumberjack i2 bow1 i3 i1 bow i1 buffalo-f furs i3 horse-r axe furs i1 furs chief furs i2 shaman archer stern1 bow stern1 chief i2 chief axe i1 firewater i3 bow1 bear-r i2 tent totem i2 bow bow chief furs tobacco bow lasso bow1 i2 tent                                                                | wood-f gold-f i2 bow1 axe furs archer lasso gold-r lasso archer lasso eagle cannon-r stern lasso buffalo-r archer stern1 furs bow cowboy furs archer stern1 i3 i3 shaman furs tobacco i3 stern bow1 cannon-f i1 furs eagle axe powder stern furs stern lasso stern soldier horse-f                                 |
        | sorted-by-type    | 8016742490739011350  | bow1 stern1 bow bow stern1 bow1 stern stern bow1 bow bow1 bow1 bow stern bow stern1 stern bow1 stern1 stern1 bow bow bow1 bow bow1 stern stern1 stern stern1 stern stern1 stern                                                                                                | archer i1 lasso i3 i1 archer lasso shaman shaman chief i3 i2 i2 axe i2 i1 lasso totem i2 chief totem i3 chief i1 archer i3 lasso chief archer i1 i3 i2 shaman i1 archer i2 axe lasso i3 i2 chief chief i1 i3 shaman lasso i2 archer lasso lasso i3 chief i1 archer i2 i1 i2 axe i3 i3 i1 archer axe chief | buffalo-hunter bear-f eagle firewater soldier horse-r tent furs gold-digger furs buffalo-r tent buffalo-f gold-r horse-f furs furs wood-f wood-r tobacco cannon-f eagle powder powder furs rifles lumberjack tobacco cannon-r cowboy rifles furs firewater furs furs bear-hunter bear-r furs furs furs furs gold-f |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_i_empty_sections
    Scenario Outline: The empty canoe sections are shuffled into the Ogallala I deal (<ass-i-stacks>)
      Given a new game of North and South with seed 4 and options empty-sections
      Then the position is:
        """
        options: empty-sections
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | seed after           | pile 1                                                                                                                                                                                                                                                                        | pile 2                                                                                                                                                                                                                                                                          | pile 3                                                                                                                                                                                                                                                                                                             |
        | shuffled-together | 12371428055675856705 | bow i3 furs i2 axe lumberjack bear-f furs buffalo-f stern1 shaman furs bow furs stern1 stern i1 stern1 archer tent stern buffalo-r chief stern firewater lasso bow1 i2 cowboy stern1 chief stern bow1 i2 lasso furs furs tent stern furs tobacco stern1 firewater i3 i3 chief | lasso furs bow1 i2 bow buffalo-hunter axe bow stern i1 bow1 powder wood-f archer i1 i2 soldier i3 archer stern bow1 axe i1 section i3 bow powder i3 bow bow gold-f bow1 stern1 chief i1 i2 archer section bow cannon-f chief shaman stern1 i3 i2 axe                            | bow1 eagle i1 furs tobacco cannon-r furs i1 section i1 chief section wood-r stern gold-digger totem i3 horse-f stern1 rifles i3 shaman i3 i1 furs furs shaman horse-r i2 i2 totem lasso chief archer gold-r lasso lasso archer i1 bear-hunter bow1 rifles i2 chief eagle bear-r                                    |
        | sorted-by-type    | 8016742490739011351  | section bow bow bow1 stern1 section stern1 stern1 stern bow1 section stern stern1 bow stern bow1 stern section stern stern bow1 stern1 bow stern1 bow stern bow bow1 stern bow1 stern1 bow1 stern1 bow bow bow1                                                               | shaman i2 i3 lasso i3 i3 lasso i2 axe chief i1 totem i3 i2 i1 i1 i1 axe archer i2 i2 i1 i2 i3 i2 i3 axe lasso i1 i3 shaman lasso i1 i2 archer chief i1 chief chief archer totem archer i1 i1 lasso i3 lasso i3 chief archer archer shaman i3 shaman chief axe i2 chief i2 chief | furs gold-digger furs tent eagle buffalo-r horse-r cannon-f furs powder powder cowboy wood-f gold-r eagle horse-f cannon-r tent rifles bear-f buffalo-f furs bear-hunter furs soldier firewater furs wood-r firewater furs rifles gold-f furs tobacco furs tobacco buffalo-hunter furs furs lumberjack bear-r furs |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_i_indian_ends
    Scenario Outline: Bows and sterns with an Indian in place of empty ones are shuffled into the Ogallala I deal (<ass-i-stacks>)
      Given a new game of North and South with seed 5 and options indian-ends
      Then the position is:
        """
        options: indian-ends
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | seed after           | pile 1                                                                                                                                                                                                                                         | pile 2                                                                                                                                                                                                                                                                          | pile 3                                                                                                                                                                                                                                                                                                             |
        | shuffled-together | 3662056925802165998  | lasso i1 i1 i1 lasso shaman bow1 bear-f chief cowboy stern1 cannon-r bow1 chief i2 chief i1 i1 archer furs lasso bow chief axe i2 i1 stern1 i2 i2 horse-r stern i3 i3 stern1 stern1 furs wood-f chief i3 stern1 furs buffalo-r i2 stern1 lasso | gold-f archer furs bow1 i1 lasso bow1 i3 buffalo-hunter bow1 bow1 powder bow stern1 i3 furs i3 stern rifles tent chief axe shaman bow1 chief furs archer rifles stern1 archer totem furs bow bear-hunter furs i2 lasso i3 bow1 eagle powder shaman i1 stern1 firewater          | firewater stern1 axe axe i2 bear-r archer i3 i2 tent bow1 i3 stern1 cannon-f gold-digger archer furs i2 totem wood-r bow tobacco furs stern gold-r tobacco bow1 chief furs bow1 furs i2 stern i1 buffalo-f i1 lumberjack stern1 bow1 horse-f eagle soldier i3 shaman                                               |
        | sorted-by-type    | 17754115434574872260 | bow stern1 bow1 stern bow bow1 bow bow1 stern1 bow1 stern1 stern bow1 stern1 bow1 stern1 stern1 stern1 stern stern1 stern stern1 bow1 bow1 bow1 bow1 stern1 bow1 bow stern1 bow1 stern1                                                        | shaman lasso archer archer totem archer shaman chief i2 shaman chief i1 i3 i2 chief i1 i2 lasso i3 i2 lasso archer i1 axe shaman i3 lasso i3 lasso axe i2 totem i1 i2 chief lasso archer i1 i3 i1 chief chief i3 chief axe i2 i1 i1 i1 i3 i2 i3 i1 chief i2 i2 i3 i3 archer axe | buffalo-r gold-f furs bear-f furs tobacco wood-r firewater cowboy gold-r eagle horse-f tent furs furs rifles cannon-r furs furs buffalo-hunter bear-r wood-f tent furs buffalo-f furs furs bear-hunter furs lumberjack powder horse-r tobacco eagle soldier furs gold-digger cannon-f rifles firewater furs powder |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_i_fewer_crazy_axes
    Scenario Outline: With two Crazy Axes fewer the Ogallala I deal has 132 cards (<ass-i-stacks>)
      Given a new game of North and South with seed 6 and options fewer-crazy-axes
      Then the position is:
        """
        options: fewer-crazy-axes
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | seed after           | pile 1                                                                                                                                                                                                                                                 | pile 2                                                                                                                                                                                                                                                                  | pile 3                                                                                                                                                                                                                                                                                                             |
        | shuffled-together | 17754115434574872261 | stern lasso stern i1 lasso i1 furs lasso i2 i1 chief furs furs i3 stern i2 eagle buffalo-hunter stern bow furs i2 firewater stern1 bow1 bow furs stern1 axe lasso chief stern1 horse-r powder lumberjack i2 stern1 totem powder i3 i2 axe archer lasso | chief i3 stern1 rifles wood-f i1 shaman furs archer i1 i2 eagle bow1 bow i3 rifles i2 shaman gold-f shaman bow bow1 bear-f furs tobacco horse-f i1 stern1 bear-r archer chief i3 gold-r bow bow1 stern bow1 i3 bow1 bear-hunter i1 stern i1 i2                          | gold-digger archer buffalo-r stern tent bow cannon-r soldier furs stern stern1 i3 buffalo-f bow tent i2 bow i1 furs furs i2 cowboy chief totem i3 lasso i1 chief furs i3 chief firewater furs chief archer bow1 archer tobacco shaman wood-r bow1 cannon-f stern1 i3                                               |
        | sorted-by-type    | 13399429869638026907 | stern1 stern stern1 bow1 bow1 bow bow1 stern stern bow stern bow1 stern stern1 bow bow1 bow1 bow stern1 stern1 bow1 bow stern1 stern stern bow1 bow stern1 stern1 bow stern bow                                                                        | i1 i1 i1 i3 archer chief i1 lasso archer i2 i3 chief i2 i1 archer i3 chief archer axe chief i1 i2 chief chief i3 i1 archer i2 axe i1 i3 lasso i1 chief i3 i3 shaman shaman chief lasso i2 i3 i2 lasso shaman totem lasso shaman i2 i3 i2 lasso i2 i2 i1 i3 totem archer | cowboy firewater furs horse-r tent rifles buffalo-r furs powder buffalo-f eagle furs lumberjack furs tobacco furs eagle bear-f rifles furs wood-r cannon-f horse-f furs furs furs gold-f wood-f soldier furs powder gold-digger bear-r furs buffalo-hunter furs bear-hunter firewater gold-r tent tobacco cannon-r |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_i_no_crazy_axes
    Scenario Outline: Without Crazy Axe the Ogallala I deal has 130 cards (<ass-i-stacks>)
      Given a new game of North and South with seed 7 and options no-crazy-axes
      Then the position is:
        """
        options: no-crazy-axes
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | seed after           | pile 1                                                                                                                                                                                                                                                           | pile 2                                                                                                                                                                                                                                                          | pile 3                                                                                                                                                                                                                                                                                                             |
        | shuffled-together | 13399429869638026908 | cowboy i1 lasso i2 gold-digger bear-hunter lasso furs stern wood-f stern1 stern1 i3 tobacco stern1 i3 i2 buffalo-f shaman i1 i1 bow1 buffalo-r archer shaman furs chief stern archer furs bow1 tobacco shaman i1 chief i1 bow chief bow firewater chief i2 i3 i1 | chief furs lasso i3 bow1 i2 i3 wood-r lumberjack i1 bear-r bow1 firewater buffalo-hunter i3 cannon-r i1 furs i2 furs i1 shaman bow totem stern eagle stern1 furs i2 i2 chief totem bow1 powder furs archer bow lasso horse-r stern furs i3 bow                  | eagle bow bow1 bow chief gold-r stern1 i3 archer lasso stern stern stern1 rifles powder furs tent stern1 chief bow1 lasso i2 i2 archer furs horse-f rifles stern1 cannon-f stern furs i1 tent stern bear-f bow archer i3 i3 i2 bow1 gold-f soldier                                                                 |
        | sorted-by-type    | 9044744304701181554  | stern bow1 stern1 stern stern1 stern1 stern stern1 stern1 bow1 bow bow1 stern1 stern bow1 stern bow bow bow1 stern bow stern stern1 bow1 bow bow stern stern1 bow bow bow1 bow1                                                                                  | i3 i2 chief chief i2 lasso i1 i2 i3 i1 archer chief i3 i2 i1 archer i2 i2 shaman shaman i1 i2 i3 i3 archer lasso shaman i1 i2 i1 chief archer chief i3 lasso totem totem chief i2 chief shaman i3 lasso chief i3 i3 i1 lasso archer i2 lasso i3 i1 i1 i1 archer | firewater powder buffalo-hunter lumberjack tent eagle rifles tobacco furs bear-r furs furs gold-r furs cowboy bear-hunter soldier furs rifles gold-f furs furs furs tent tobacco furs buffalo-r bear-f furs furs powder firewater furs wood-f cannon-r eagle wood-r horse-f gold-digger horse-r buffalo-f cannon-f |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @id_setup_deal_ass_i_no_totem
    Scenario Outline: Without the totems the Ogallala I deal has 132 cards (<ass-i-stacks>)
      Given a new game of North and South with seed 8 and options no-totem
      Then the position is:
        """
        options: no-totem
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | seed after           | pile 1                                                                                                                                                                                                                                                  | pile 2                                                                                                                                                                                                                                                                | pile 3                                                                                                                                                                                                                                                                                                             |
        | shuffled-together | 17754115434574872263 | stern buffalo-r i2 i3 horse-f i1 i3 horse-r i2 furs bow1 axe stern1 i1 bow stern cannon-r archer bow stern1 stern soldier bear-r tent furs bow1 lasso i1 gold-digger chief stern1 furs furs furs i2 firewater furs rifles stern archer i2 bow i2 stern1 | chief stern1 tobacco i1 bow1 shaman buffalo-f furs shaman gold-r gold-f i1 stern1 furs lasso wood-r firewater i2 bow i1 i3 bow archer archer i3 eagle i3 axe i3 powder eagle cowboy buffalo-hunter stern1 stern archer shaman bow1 chief chief furs chief lasso stern | chief archer i1 stern bow1 bow powder i2 i2 tent i1 lasso i3 wood-f i3 rifles axe chief axe i3 chief bow1 tobacco stern1 furs lasso lasso i2 i1 cannon-f i1 shaman furs furs bow1 lumberjack bow1 bow bear-f i2 bow bear-hunter stern i3                                                                           |
        | sorted-by-type    | 13399429869638026909 | stern bow1 bow1 stern1 bow stern stern bow1 stern1 bow1 bow stern1 bow1 stern stern1 stern stern stern1 bow bow bow1 bow bow bow1 stern1 stern1 stern stern bow stern1 bow bow1                                                                         | i1 i1 i2 archer i3 lasso i2 i1 chief i3 archer archer i2 lasso i1 i2 i3 shaman archer axe i1 i3 axe i3 i1 chief i1 chief shaman lasso lasso chief axe lasso chief i2 i1 archer i2 archer i2 chief axe shaman i3 shaman chief i3 i2 chief i2 i3 i1 i3 i2 i3 i1 lasso   | furs rifles tent furs tobacco bear-f powder buffalo-r rifles tent furs furs furs furs lumberjack wood-r cowboy eagle buffalo-f furs tobacco furs eagle firewater cannon-f horse-f cannon-r gold-r furs gold-f buffalo-hunter powder furs bear-r firewater soldier furs gold-digger wood-f furs horse-r bear-hunter |

    @ass_i @topic_setup_piles @topic_setup_deck @topic_variant_reserve_cards @topic_variant_two_tribes @topic_variant_wide_mat @id_setup_deal_ass_i_all_options
    Scenario Outline: Every Ogallala I variant that goes with the others, dealt from the largest seed (<ass-i-stacks>, <ass-i-tribe-split>)
      Given a new game of North and South with seed 18446744073709551615 and options empty-sections extra-lasso-archer indian-ends no-crazy-axes no-totem tribes wide
      Then the position is:
        """
        options: empty-sections extra-lasso-archer indian-ends no-crazy-axes no-totem tribes wide
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | ass-i-stacks      | ass-i-tribe-split | seed after           | pile 1                                                                                                                                                                                                                                                                                                                                                                                              | pile 2                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             | pile 3                                                                                                                                                                                                                                                                                                                                                                                    |
        | shuffled-together | overview-column   | 8016742490739011346  | bow chief.blue i3.blue chief.red bear-hunter i1.red bow1.red stern furs eagle furs archer.red i3.red stern1.blue bow1.blue archer.blue stern1.red i1.blue bear-r i1.blue gold-r shaman.blue furs lasso.blue furs wood-f bow1.red furs bow1.blue stern1.blue bow1.red i2.blue i3.blue lumberjack bow1.red i3.blue bow1.red rifles buffalo-f stern1.blue lasso.red shaman.red bear-f furs furs i2.red | stern i2.red bow1.blue bow1.blue i1.blue horse-f lasso.blue stern i2.blue i1.red archer.blue chief.red tent tobacco bow archer.red gold-f chief.blue section i2.blue section i2.blue wood-r i3.red stern1.blue chief.blue archer.blue tent i2.red lasso.red i2.blue archer.red cannon-r gold-digger soldier bow1.blue stern1.red shaman.blue i3.red lasso.blue powder stern1.red stern archer.red buffalo-r                                                                                                                                        | i3.red i3.red furs chief.red furs rifles stern1.red horse-r bow firewater bow tobacco furs i1.red section shaman.red stern1.blue firewater bow1.blue chief.blue powder furs i1.red stern1.blue cannon-f stern1.red i1.red lasso.red bow1.red buffalo-hunter chief.red lasso.blue section lasso.red i1.blue archer.blue cowboy i3.blue i2.red furs i2.red stern1.red i3.blue i1.blue eagle |
        | shuffled-together | example-counts    | 17754115434574872254 | archer.red gold-r chief.blue i3.red lasso.blue tobacco bow furs bear-hunter i1.red i3.blue furs lasso.red bow1.blue i2.red section bow section stern archer.red i1.blue furs stern1.blue tent lumberjack gold-digger bow rifles archer.red archer.blue i2.blue buffalo-r stern1.blue chief.blue eagle horse-r stern1.red stern1.red bow1.red archer.blue stern1.red stern1.red bow1.red shaman.red  | bow1.blue shaman.red bow1.red furs chief.red i3.blue chief.red i2.blue furs firewater archer.red furs i3.red archer.blue stern1.blue bow1.red i1.red i1.blue i1.red soldier furs i3.blue bow1.blue i3.blue i1.blue furs bow furs bear-f buffalo-hunter i3.red bow1.blue i3.blue lasso.red archer.blue lasso.blue i2.blue tobacco stern1.blue i3.red section bow1.red i2.red wood-f                                                                                                                                                                 | lasso.red i1.red gold-f stern1.blue cowboy bow1.blue powder stern1.red lasso.blue i1.blue powder stern1.red tent furs horse-f wood-r chief.blue stern lasso.red bear-r lasso.blue buffalo-f eagle firewater furs cannon-f chief.red i1.blue i1.red i2.red bow1.blue shaman.blue bow1.red section rifles stern stern1.blue chief.blue stern cannon-r furs shaman.blue chief.red i3.red     |
        | sorted-by-type    | overview-column   | 3662056925802165992  | stern stern1.blue stern1.red section bow stern bow1.red bow stern1.blue section section stern1.blue stern bow1.red bow1.blue stern1.red stern1.blue bow1.blue bow1.blue bow bow1.red bow1.blue bow1.blue bow1.blue bow stern1.blue stern1.red bow1.red bow1.red stern1.red stern bow1.red stern1.blue stern1.red stern1.red section                                                                 | archer.blue i3.red chief.blue lasso.red lasso.red i2.blue i3.blue i2.blue i3.blue i2.red archer.blue i3.red i3.blue chief.blue i2.red i1.blue lasso.red lasso.blue chief.blue chief.red chief.red i1.red archer.blue archer.red i2.red i3.blue i2.blue i3.blue i1.red archer.red archer.blue i1.blue i3.red i1.red shaman.blue archer.red i2.blue i3.red lasso.red chief.blue i2.red chief.red i1.blue i3.red shaman.blue shaman.red i1.blue shaman.red i1.red lasso.blue i2.blue archer.red chief.red i1.blue lasso.blue i2.red lasso.blue i1.red | bear-f firewater furs furs furs bear-r furs powder furs cowboy furs horse-r furs buffalo-f firewater cannon-f gold-r furs wood-f powder buffalo-hunter cannon-r rifles bear-hunter eagle furs tent furs gold-digger soldier buffalo-r horse-f furs tent lumberjack wood-r tobacco gold-f rifles tobacco furs eagle                                                                        |
        | sorted-by-type    | example-counts    | 13399429869638026900 | stern stern1.blue stern1.red section bow stern bow1.red bow stern1.blue section section stern1.blue stern bow1.red bow1.blue stern1.red stern1.blue bow1.blue bow1.blue bow bow1.red bow1.blue bow1.blue bow1.blue bow stern1.blue stern1.red bow1.red bow1.red stern1.red stern bow1.red stern1.blue stern1.red stern1.red section                                                                 | i3.red i3.blue i3.red i1.red i1.red i1.red i3.red chief.red i3.blue archer.red lasso.red chief.red i1.blue archer.blue i2.blue chief.red lasso.blue i1.blue i2.blue archer.red chief.red chief.blue i3.red lasso.blue archer.blue i2.red lasso.blue shaman.blue shaman.red lasso.red i1.blue i1.blue shaman.blue chief.blue i1.red shaman.red archer.red i2.red i2.blue archer.red i3.red i3.blue lasso.red i3.blue i3.blue lasso.blue i1.red archer.blue chief.blue archer.blue i1.blue lasso.red i2.red chief.blue                               | wood-r buffalo-hunter tent furs tent buffalo-f bear-f gold-r gold-digger lumberjack furs rifles wood-f cannon-r buffalo-r furs bear-r gold-f powder horse-r eagle furs cowboy firewater furs furs furs bear-hunter furs tobacco tobacco furs cannon-f furs horse-f eagle furs powder furs firewater soldier rifles                                                                        |

  Rule: setup.piles - Amigo deals its deck into three stacks

    @amigo @topic_setup_piles @topic_setup_deck @id_setup_deal_amigo
    Scenario Outline: A new Amigo game deals the 112 cards from seed 0 into three stacks (<amigo-deck-split>)
      Seed 0 is a seed like any other: the deck is shuffled all the same. The deck is the
      split the reading gives: the ASS model, one card of each special Indian, or the split
      an engine states (here one more empty bow and one empty stern fewer).
      Given a new game of North and South with seed 0
      Then the position is:
        """
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | amigo-deck-split                                                                                                                                                                          | seed after           | pile 1                                                                                                                                                                                             | pile 2                                                                                                                                                                                                                               | pile 3                                                                                                                                                                                                                         |
        | ass-model                                                                                                                                                                                 | 11100747932625521947 | bear-hunter furs i3 stern shaman i1 woman chief i1 gold-digger furs bow1 wood-r dynamite archer bow i3 i3 stern1 i3 totem i1 i2 stern1 bow axe i3 bow bow chief i1 i1 i2 woman i2 i2 cannon-r furs | i3 axe soldier chief chief i2 bow1 buffalo-r cowboy lasso stern bow tent dynamite i3 archer eagle horse-r firewater stern1 stern stern stern1 shaman i2 bow1 lasso tobacco buffalo-f firewater gold-r axe i1 i1 stern archer tobacco | bear-f bow1 shaman bow i2 eagle chief stern1 i1 i1 gold-f lumberjack lasso archer horse-f bow1 cannon-f bow1 tent buffalo-hunter bow1 stern i3 i2 bow1 chief i1 stern1 shaman bear-r totem stern1 furs axe lasso wood-f stern1 |
        | four-specials                                                                                                                                                                             | 11100747932625521947 | bear-hunter furs i2 stern i3 i1 woman i3 i1 gold-digger furs bow1 wood-r dynamite shaman bow i3 i2 stern1 i2 totem i1 i1 stern1 bow archer i3 bow bow i3 i1 i1 i1 woman i1 i2 cannon-r furs        | i2 lasso soldier i3 i3 i1 bow1 buffalo-r cowboy chief stern bow tent dynamite i2 chief eagle horse-r firewater stern1 stern stern stern1 chief i2 bow1 chief tobacco buffalo-f firewater gold-r shaman i1 i1 stern shaman tobacco    | bear-f bow1 i3 bow i2 eagle i3 stern1 i1 i1 gold-f lumberjack chief chief horse-f bow1 cannon-f bow1 tent buffalo-hunter bow1 stern i2 i2 bow1 i3 i1 stern1 chief bear-r axe stern1 furs shaman chief wood-f stern1            |
        | declared(bow=7,stern=5,bow1=4+4,stern1=4+4,i1=5+5,i2=4+4,i3=4+4,chief=3+3,shaman=2+2,lasso=2+2,archer=2+2,axe=2+2,totem=2,furs=4,woman=2,dynamite=2,eagle=2,tobacco=2,tent=2,firewater=2) | 11100747932625521947 | bear-hunter furs i3 bow shaman i1 woman chief i1 gold-digger furs bow1 wood-r dynamite archer bow i3 i3 stern1 i3 totem i1 i2 stern1 bow axe i3 bow bow chief i1 i1 i2 woman i2 i2 cannon-r furs   | i3 axe soldier chief chief i2 bow1 buffalo-r cowboy lasso stern bow tent dynamite i3 archer eagle horse-r firewater stern1 stern stern stern1 shaman i2 bow1 lasso tobacco buffalo-f firewater gold-r axe i1 i1 stern archer tobacco | bear-f bow1 shaman bow i2 eagle chief stern1 i1 i1 gold-f lumberjack lasso archer horse-f bow1 cannon-f bow1 tent buffalo-hunter bow1 stern i3 i2 bow1 chief i1 stern1 shaman bear-r totem stern1 furs axe lasso wood-f stern1 |

    @amigo @topic_setup_piles @topic_setup_deck @topic_variant_two_tribes @id_setup_deal_amigo_tribes
    Scenario Outline: With two tribes the red cards of each kind come before the black ones in the Amigo deck (<amigo-totem-indian>, <amigo-deck-split>)
      Read as a card without number, the totem has no colour; read as an Indian card, one totem is
      red and one black. Where each special Indian is one card, the lasso thrower, the archer
      and Crazy Axe are red.
      Given a new game of North and South with seed 7 and options tribes
      Then the position is:
        """
        options: tribes
        seed: <seed after>
        North:
        South:
        pile 1: <pile 1>
        pile 2: <pile 2>
        pile 3: <pile 3>
        """

      Examples:
        | amigo-totem-indian | amigo-deck-split                                                                                                                                                                          | seed after           | pile 1                                                                                                                                                                                                                                                                                                                           | pile 2                                                                                                                                                                                                                                                                                                                                      | pile 3                                                                                                                                                                                                                                                                                                                              |
        | protection-card    | ass-model                                                                                                                                                                                 | 11100747932625521954 | bow i2.black woman cannon-f furs stern1.black stern1.black bow1.black woman shaman.red axe.red stern shaman.black eagle i2.black bow1.red stern i3.red bow1.black gold-r i1.red bear-r stern furs buffalo-r bow1.red bow1.black stern1.red cannon-r i3.red bow i3.black chief.red tent chief.red horse-f archer.black stern1.red | tobacco i2.black bear-hunter shaman.black bow i1.black bow1.red archer.red furs dynamite chief.black chief.black lasso.red totem bow stern1.red bow i1.red stern i2.red axe.black i2.red firewater dynamite stern wood-r axe.red buffalo-f totem stern1.black bow1.black i1.red horse-r gold-digger i1.black i3.black lasso.black           | bear-f lumberjack stern1.black i3.black lasso.red firewater wood-f i1.red buffalo-hunter i1.black soldier i1.red gold-f chief.red tobacco stern eagle chief.black i1.black i2.red bow i2.red i3.red i3.red archer.red i3.black bow1.red axe.black i1.black cowboy stern1.red furs lasso.black tent i2.black archer.black shaman.red |
        | tribe-colour       | ass-model                                                                                                                                                                                 | 11100747932625521954 | bow i2.black woman cannon-f furs stern1.black stern1.black bow1.black woman shaman.red axe.red stern shaman.black eagle i2.black bow1.red stern i3.red bow1.black gold-r i1.red bear-r stern furs buffalo-r bow1.red bow1.black stern1.red cannon-r i3.red bow i3.black chief.red tent chief.red horse-f archer.black stern1.red | tobacco i2.black bear-hunter shaman.black bow i1.black bow1.red archer.red furs dynamite chief.black chief.black lasso.red totem.black bow stern1.red bow i1.red stern i2.red axe.black i2.red firewater dynamite stern wood-r axe.red buffalo-f totem.red stern1.black bow1.black i1.red horse-r gold-digger i1.black i3.black lasso.black | bear-f lumberjack stern1.black i3.black lasso.red firewater wood-f i1.red buffalo-hunter i1.black soldier i1.red gold-f chief.red tobacco stern eagle chief.black i1.black i2.red bow i2.red i3.red i3.red archer.red i3.black bow1.red axe.black i1.black cowboy stern1.red furs lasso.black tent i2.black archer.black shaman.red |
        | protection-card    | four-specials                                                                                                                                                                             | 11100747932625521954 | bow i2.red woman cannon-f furs stern1.black stern1.black bow1.black woman i3.black shaman.black stern chief.red eagle i2.red bow1.red stern i2.red bow1.black gold-r i1.red bear-r stern furs buffalo-r bow1.red bow1.black stern1.red cannon-r i2.black bow i3.red i3.red tent i3.red horse-f shaman.red stern1.red             | tobacco i2.red bear-hunter chief.red bow i1.black bow1.red chief.black furs dynamite i3.black i3.black chief.red totem bow stern1.red bow i1.red stern i1.black lasso.red i1.black firewater dynamite stern wood-r shaman.black buffalo-f axe.red stern1.black bow1.black i1.red horse-r gold-digger i1.red i3.red chief.black              | bear-f lumberjack stern1.black i2.black chief.red firewater wood-f i1.red buffalo-hunter i1.black soldier i1.red gold-f i3.red tobacco stern eagle i3.black i1.red i1.black bow i1.black i2.black i2.black chief.black i2.black bow1.red archer.red i1.black cowboy stern1.red furs chief.black tent i2.red shaman.red i3.black     |
        | protection-card    | declared(bow=7,stern=5,bow1=4+4,stern1=4+4,i1=5+5,i2=4+4,i3=4+4,chief=3+3,shaman=2+2,lasso=2+2,archer=2+2,axe=2+2,totem=2,furs=4,woman=2,dynamite=2,eagle=2,tobacco=2,tent=2,firewater=2) | 11100747932625521954 | bow i2.black woman cannon-f furs stern1.black stern1.black bow1.black woman shaman.red axe.red stern shaman.black eagle i2.black bow1.red stern i3.red bow1.black gold-r i1.red bear-r stern furs buffalo-r bow1.red bow1.black stern1.red cannon-r i3.red bow i3.black chief.red tent chief.red horse-f archer.black stern1.red | tobacco i2.black bear-hunter shaman.black bow i1.black bow1.red archer.red furs dynamite chief.black chief.black lasso.red totem bow stern1.red bow i1.red bow i2.red axe.black i2.red firewater dynamite stern wood-r axe.red buffalo-f totem stern1.black bow1.black i1.red horse-r gold-digger i1.black i3.black lasso.black             | bear-f lumberjack stern1.black i3.black lasso.red firewater wood-f i1.red buffalo-hunter i1.black soldier i1.red gold-f chief.red tobacco stern eagle chief.black i1.black i2.red bow i2.red i3.red i3.red archer.red i3.black bow1.red axe.black i1.black cowboy stern1.red furs lasso.black tent i2.black archer.black shaman.red |
        | tribe-colour       | declared(bow=7,stern=5,bow1=4+4,stern1=4+4,i1=5+5,i2=4+4,i3=4+4,chief=3+3,shaman=2+2,lasso=2+2,archer=2+2,axe=2+2,totem=2,furs=4,woman=2,dynamite=2,eagle=2,tobacco=2,tent=2,firewater=2) | 11100747932625521954 | bow i2.black woman cannon-f furs stern1.black stern1.black bow1.black woman shaman.red axe.red stern shaman.black eagle i2.black bow1.red stern i3.red bow1.black gold-r i1.red bear-r stern furs buffalo-r bow1.red bow1.black stern1.red cannon-r i3.red bow i3.black chief.red tent chief.red horse-f archer.black stern1.red | tobacco i2.black bear-hunter shaman.black bow i1.black bow1.red archer.red furs dynamite chief.black chief.black lasso.red totem.black bow stern1.red bow i1.red bow i2.red axe.black i2.red firewater dynamite stern wood-r axe.red buffalo-f totem.red stern1.black bow1.black i1.red horse-r gold-digger i1.black i3.black lasso.black   | bear-f lumberjack stern1.black i3.black lasso.red firewater wood-f i1.red buffalo-hunter i1.black soldier i1.red gold-f chief.red tobacco stern eagle chief.black i1.black i2.red bow i2.red i3.red i3.red archer.red i3.black bow1.red axe.black i1.black cowboy stern1.red furs lasso.black tent i2.black archer.black shaman.red |

