// Master data: Japanese universities (国立・公立・私立) for the school suggestions of the referral
// form, with their faculties (学部) and majors (学科). The names below are the seed's school list
// until the operator imports the ministry's school code list (console: import-school-codes). The
// faculties and majors are real, from universities/faculties.json (the largest universities, a
// snapshot of their official lists, see its "source"): joined by school name, whichever list the
// schools come from. A school without faculty data gets none (the form then takes typed text):
// nothing is invented for a real school.
import facultyData from './universities/faculties.json';

const NATIONAL = `北海道大学 北海道教育大学 室蘭工業大学 小樽商科大学 帯広畜産大学 旭川医科大学 北見工業大学
弘前大学 岩手大学 東北大学 宮城教育大学 秋田大学 山形大学 福島大学 茨城大学 筑波大学 筑波技術大学 宇都宮大学
群馬大学 埼玉大学 千葉大学 東京大学 東京科学大学 東京外国語大学 東京学芸大学 東京農工大学 東京藝術大学
東京海洋大学 お茶の水女子大学 電気通信大学 一橋大学 横浜国立大学 新潟大学 長岡技術科学大学 上越教育大学
富山大学 金沢大学 福井大学 山梨大学 信州大学 岐阜大学 静岡大学 浜松医科大学 名古屋大学 愛知教育大学
名古屋工業大学 豊橋技術科学大学 三重大学 滋賀大学 滋賀医科大学 京都大学 京都教育大学 京都工芸繊維大学 大阪大学
大阪教育大学 兵庫教育大学 神戸大学 奈良教育大学 奈良女子大学 和歌山大学 鳥取大学 島根大学 岡山大学 広島大学
山口大学 徳島大学 鳴門教育大学 香川大学 愛媛大学 高知大学 福岡教育大学 九州大学 九州工業大学 佐賀大学 長崎大学
熊本大学 大分大学 宮崎大学 鹿児島大学 鹿屋体育大学 琉球大学 総合研究大学院大学 北陸先端科学技術大学院大学
奈良先端科学技術大学院大学 政策研究大学院大学`;

const PUBLIC = `札幌医科大学 札幌市立大学 公立はこだて未来大学 釧路公立大学 名寄市立大学 公立千歳科学技術大学 青森県立保健大学
青森公立大学 岩手県立大学 宮城大学 秋田県立大学 国際教養大学 山形県立保健医療大学 会津大学 福島県立医科大学
茨城県立医療大学 群馬県立女子大学 高崎経済大学 前橋工科大学 埼玉県立大学 千葉県立保健医療大学 東京都立大学
横浜市立大学 神奈川県立保健福祉大学 新潟県立大学 長岡造形大学 富山県立大学 石川県立大学 金沢美術工芸大学
福井県立大学 都留文科大学 山梨県立大学 長野大学 長野県立大学 岐阜薬科大学 静岡県立大学 静岡文化芸術大学
愛知県立大学 愛知県立芸術大学 名古屋市立大学 三重県立看護大学 滋賀県立大学 京都府立大学 京都府立医科大学
京都市立芸術大学 福知山公立大学 大阪公立大学 兵庫県立大学 神戸市外国語大学 神戸市看護大学 奈良県立大学
奈良県立医科大学 和歌山県立医科大学 公立鳥取環境大学 島根県立大学 岡山県立大学 県立広島大学 尾道市立大学
広島市立大学 福山市立大学 山口県立大学 下関市立大学 山陽小野田市立山口東京理科大学 香川県立保健医療大学
愛媛県立医療技術大学 高知県立大学 高知工科大学 北九州市立大学 九州歯科大学 福岡県立大学 福岡女子大学
長崎県立大学 熊本県立大学 大分県立看護科学大学 宮崎県立看護大学 宮崎公立大学 沖縄県立芸術大学 名桜大学`;

const PRIVATE = `北海学園大学 北星学園大学 札幌大学 北海道科学大学 北海道医療大学 酪農学園大学 藤女子大学 東北学院大学
東北福祉大学 東北工業大学 東北医科薬科大学 石巻専修大学 尚絅学院大学 宮城学院女子大学 東北芸術工科大学
ノースアジア大学 郡山女子大学 日本大学 常磐大学 流通経済大学 白鴎大学 作新学院大学 自治医科大学 獨協医科大学
高崎健康福祉大学 上武大学 獨協大学 文教大学 城西大学 東京国際大学 埼玉医科大学 日本工業大学 立正大学
十文字学園女子大学 跡見学園女子大学 千葉工業大学 神田外語大学 敬愛大学 千葉商科大学 麗澤大学 淑徳大学
城西国際大学 和洋女子大学 青山学院大学 亜細亜大学 桜美林大学 大妻女子大学 学習院大学 学習院女子大学 北里大学
共立女子大学 杏林大学 慶應義塾大学 工学院大学 國學院大學 国際基督教大学 国士舘大学 駒澤大学 芝浦工業大学
順天堂大学 上智大学 昭和女子大学 白百合大学 成蹊大学 成城大学 聖心女子大学 専修大学 創価大学 大正大学
大東文化大学 拓殖大学 玉川大学 中央大学 津田塾大学 帝京大学 東海大学 東京経済大学 東京工科大学 東京電機大学
東京都市大学 東京女子大学 東京農業大学 東京薬科大学 東京理科大学 東洋大学 二松學舍大学 日本女子大学 日本体育大学
文化学園大学 法政大学 武蔵大学 武蔵野大学 武蔵野美術大学 明治大学 明治学院大学 明星大学 目白大学 立教大学
立正大学 早稲田大学 和光大学 東京家政大学 実践女子大学 多摩美術大学 女子美術大学 東京造形大学 日本獣医生命科学大学
東邦大学 昭和大学 日本医科大学 東京医科大学 東京慈恵会医科大学 星薬科大学 明治薬科大学 神奈川大学 関東学院大学
フェリス女学院大学 鶴見大学 東洋英和女学院大学 横浜商科大学 神奈川工科大学 湘南工科大学 文教大学 新潟国際情報大学
新潟薬科大学 敬和学園大学 富山国際大学 金沢工業大学 北陸大学 金沢学院大学 福井工業大学 山梨学院大学 松本大学
岐阜聖徳学園大学 朝日大学 常葉大学 静岡理工科大学 静岡産業大学 愛知大学 愛知学院大学 愛知淑徳大学 金城学院大学
椙山女学園大学 中京大学 中部大学 豊田工業大学 名古屋学院大学 名古屋外国語大学 名城大学 南山大学 日本福祉大学
藤田医科大学 名古屋商科大学 四日市大学 鈴鹿大学 皇學館大学 長浜バイオ大学 びわこ成蹊スポーツ大学 大谷大学
京都産業大学 京都女子大学 京都精華大学 京都橘大学 京都外国語大学 同志社大学 同志社女子大学 佛教大学 立命館大学
龍谷大学 京都薬科大学 京都先端科学大学 追手門学院大学 大阪経済大学 大阪工業大学 大阪産業大学 大阪商業大学
関西大学 関西外国語大学 近畿大学 摂南大学 帝塚山学院大学 桃山学院大学 阪南大学 大阪医科薬科大学 大和大学
梅花女子大学 甲南大学 甲南女子大学 関西学院大学 神戸学院大学 神戸女学院大学 神戸女子大学 武庫川女子大学
兵庫医科大学 流通科学大学 姫路獨協大学 天理大学 帝塚山大学 奈良大学 畿央大学 和歌山信愛大学 岡山理科大学
ノートルダム清心女子大学 就実大学 川崎医科大学 広島修道大学 広島経済大学 広島工業大学 安田女子大学 比治山大学
山口学芸大学  四国大学 徳島文理大学 松山大学 高松大学 福岡大学 西南学院大学 九州産業大学 福岡工業大学
久留米大学 中村学園大学 筑紫女学園大学 福岡女学院大学 産業医科大学 日本経済大学 西九州大学 長崎国際大学 活水女子大学
熊本学園大学 崇城大学 別府大学 立命館アジア太平洋大学 日本文理大学 宮崎産業経営大学 鹿児島国際大学 志學館大学
沖縄国際大学 沖縄大学`;

const names = (list: string) => list.split(/\s+/).filter(Boolean);

/** School name → faculty name → its majors (学科), from universities/faculties.json. */
export const FACULTIES: Record<string, Record<string, string[]>> = facultyData.universities;

/** The seed's schools: the names above and every school with faculty data, each once. */
export const UNIVERSITY_NAMES: string[] = [
  ...new Set([...names(NATIONAL), ...names(PUBLIC), ...names(PRIVATE), ...Object.keys(FACULTIES)]),
];

export interface UniversityRow {
  schoolName: string;
  facultyName: string;
  majorName: string;
}

/**
 * The master rows of some schools: each faculty with each of its majors (a faculty without majors
 * once, with ''), a school without faculty data once with '' (its name only).
 */
export function universityRows(schools: readonly string[] = UNIVERSITY_NAMES): UniversityRow[] {
  return schools.flatMap((schoolName) => {
    const faculties = Object.entries(FACULTIES[schoolName] ?? {});
    if (!faculties.length) return [{ schoolName, facultyName: '', majorName: '' }];
    return faculties.flatMap(([facultyName, majors]) =>
      majors.length
        ? majors.map((majorName) => ({ schoolName, facultyName, majorName }))
        : [{ schoolName, facultyName, majorName: '' }],
    );
  });
}
