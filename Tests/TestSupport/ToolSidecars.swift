/// XMP sidecars as other photo tools write them, typed by hand from each tool's format (see
/// Tests/Fixtures/README.md): the namespaces, attributes and bookkeeping they carry around the few values Vitrine
/// reads. The history blobs are shortened; nothing reads them.
public enum ToolSidecars {
    /// darktable 3.x (`xmp_version` 3, exiv2's serialisation): a NEF tagged `sunset` and `places|Italy|Siena`, edited
    /// and exported, so darktable attached `darktable|format|nef`, `darktable|changed` and `darktable|exported`, and
    /// (without "omit hierarchy") wrote every level of every tag into `dc:subject`.
    public static let darktable3 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="XMP Core 4.4.0-Exiv2">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about=""
            xmlns:exif="http://ns.adobe.com/exif/1.0/"
            xmlns:xmp="http://ns.adobe.com/xap/1.0/"
            xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmlns:lr="http://ns.adobe.com/lightroom/1.0/"
            xmlns:darktable="http://darktable.sf.net/"
           exif:DateTimeOriginal="2020:08:14 18:32:10"
           xmp:Rating="3"
           xmpMM:DerivedFrom="DSC_0042.NEF"
           darktable:import_timestamp="63732710400000000"
           darktable:change_timestamp="63732711234000000"
           darktable:export_timestamp="63732712000000000"
           darktable:print_timestamp="-1"
           darktable:xmp_version="3"
           darktable:raw_params="0"
           darktable:auto_presets_applied="1"
           darktable:history_end="2"
           darktable:iop_order_version="2">
           <darktable:masks_history>
            <rdf:Seq/>
           </darktable:masks_history>
           <dc:subject>
            <rdf:Bag>
             <rdf:li>Italy</rdf:li>
             <rdf:li>Siena</rdf:li>
             <rdf:li>changed</rdf:li>
             <rdf:li>darktable</rdf:li>
             <rdf:li>exported</rdf:li>
             <rdf:li>format</rdf:li>
             <rdf:li>nef</rdf:li>
             <rdf:li>places</rdf:li>
             <rdf:li>sunset</rdf:li>
            </rdf:Bag>
           </dc:subject>
           <lr:hierarchicalSubject>
            <rdf:Bag>
             <rdf:li>darktable|changed</rdf:li>
             <rdf:li>darktable|exported</rdf:li>
             <rdf:li>darktable|format|nef</rdf:li>
             <rdf:li>places|Italy|Siena</rdf:li>
             <rdf:li>sunset</rdf:li>
            </rdf:Bag>
           </lr:hierarchicalSubject>
           <darktable:history>
            <rdf:Seq>
             <rdf:li
              darktable:num="0"
              darktable:operation="exposure"
              darktable:enabled="1"
              darktable:modversion="6"
              darktable:params="0000000000000000000000000000003f"
              darktable:multi_name=""
              darktable:multi_priority="0"
              darktable:blendop_version="9"
              darktable:blendop_params="gz11eJxjYIAAGQYYOOHEgAbsG+zFxmjGXeKAt0EJkmJIxEAAgHoAEVo="/>
             <rdf:li
              darktable:num="1"
              darktable:operation="filmicrgb"
              darktable:enabled="1"
              darktable:modversion="3"
              darktable:params="gz04eJxjYGiwZ2BoAGIHBgYgh4HBgYGBAQA0YgQy"
              darktable:multi_name=""
              darktable:multi_priority="0"
              darktable:blendop_version="9"
              darktable:blendop_params="gz11eJxjYIAAGQYYOOHEgAbsG+zFxmjGXeKAt0EJkmJIxEAAgHoAEVo="/>
            </rdf:Seq>
           </darktable:history>
          </rdf:Description>
         </rdf:RDF>
        </x:xmpmeta>
        """

    /// darktable 4.x (`xmp_version` 5, history hashes, iop order 4) on an ARW, with "omit hierarchy" on, so
    /// `dc:subject` holds leaves only. The user tagged it `arw` themselves (a one-word tag of their own, which
    /// darktable also writes as a path) and `people|Ann`; darktable attached `darktable|format|arw`,
    /// `darktable|mode|monochrome` and `darktable|changed`.
    public static let darktable4 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="XMP Core 4.4.0-Exiv2">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about=""
            xmlns:exif="http://ns.adobe.com/exif/1.0/"
            xmlns:xmp="http://ns.adobe.com/xap/1.0/"
            xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmlns:lr="http://ns.adobe.com/lightroom/1.0/"
            xmlns:darktable="http://darktable.sf.net/"
           exif:DateTimeOriginal="2023:05:02 09:15:44"
           xmp:Rating="4"
           xmpMM:DerivedFrom="DSC01234.ARW"
           darktable:import_timestamp="63818637344000000"
           darktable:change_timestamp="63818640000000000"
           darktable:export_timestamp="-1"
           darktable:print_timestamp="-1"
           darktable:xmp_version="5"
           darktable:raw_params="0"
           darktable:auto_presets_applied="1"
           darktable:history_end="1"
           darktable:iop_order_version="4"
           darktable:history_basic_hash="a1c3b0e27f9d4c0b5e6f7a8b9c0d1e2f"
           darktable:history_auto_hash="a1c3b0e27f9d4c0b5e6f7a8b9c0d1e2f"
           darktable:history_current_hash="5d41402abc4b2a76b9719d911017c592">
           <darktable:masks_history>
            <rdf:Seq/>
           </darktable:masks_history>
           <dc:title>
            <rdf:Alt>
             <rdf:li xml:lang="x-default">Ann at the window</rdf:li>
            </rdf:Alt>
           </dc:title>
           <dc:subject>
            <rdf:Bag>
             <rdf:li>Ann</rdf:li>
             <rdf:li>arw</rdf:li>
             <rdf:li>changed</rdf:li>
             <rdf:li>monochrome</rdf:li>
            </rdf:Bag>
           </dc:subject>
           <lr:hierarchicalSubject>
            <rdf:Bag>
             <rdf:li>arw</rdf:li>
             <rdf:li>darktable|changed</rdf:li>
             <rdf:li>darktable|format|arw</rdf:li>
             <rdf:li>darktable|mode|monochrome</rdf:li>
             <rdf:li>people|Ann</rdf:li>
            </rdf:Bag>
           </lr:hierarchicalSubject>
           <darktable:history>
            <rdf:Seq>
             <rdf:li
              darktable:num="0"
              darktable:operation="monochrome"
              darktable:enabled="1"
              darktable:modversion="2"
              darktable:params="0000000000000000cdcccc3e"
              darktable:multi_name=""
              darktable:multi_name_hand_edited="0"
              darktable:multi_priority="0"
              darktable:blendop_version="13"
              darktable:blendop_params="gz14eJxjYIAAFgYGBmMGBgYbBgYHBgYGBgYGBgYGBgYACQgBCQ=="/>
            </rdf:Seq>
           </darktable:history>
          </rdf:Description>
         </rdf:RDF>
        </x:xmpmeta>
        """

    /// Lightroom Classic: keyword `Arezzo` under `Places > Italy` (its parents exported, Lightroom's default) and a
    /// flat `cathedral`, a label and develop settings in `crs:`.
    public static let lightroom = """
        <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 7.0-c000 1.000000, 0000/00/00-00:00:00        ">
         <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
          <rdf:Description rdf:about=""
            xmlns:xmp="http://ns.adobe.com/xap/1.0/"
            xmlns:exif="http://ns.adobe.com/exif/1.0/"
            xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"
            xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"
            xmlns:dc="http://purl.org/dc/elements/1.1/"
            xmlns:crs="http://ns.adobe.com/camera-raw-settings/1.0/"
            xmlns:lr="http://ns.adobe.com/lightroom/1.0/"
           xmp:ModifyDate="2022-10-01T17:02:11+02:00"
           xmp:CreatorTool="Adobe Photoshop Lightroom Classic 12.0 (Macintosh)"
           xmp:Rating="5"
           xmp:Label="Red"
           xmp:MetadataDate="2022-10-01T17:02:11+02:00"
           photoshop:DateCreated="2022-09-18T11:40:03.51"
           xmpMM:DocumentID="xmp.did:5b7c1f0e-8a4f-4d1e-9f1a-2b3c4d5e6f70"
           xmpMM:OriginalDocumentID="5F1D2C3B4A596877665544332211FFEE"
           xmpMM:InstanceID="xmp.iid:5b7c1f0e-8a4f-4d1e-9f1a-2b3c4d5e6f70"
           crs:Version="15.0"
           crs:ProcessVersion="11.0"
           crs:WhiteBalance="As Shot"
           crs:Exposure2012="+0.35"
           crs:HasSettings="True">
           <dc:subject>
            <rdf:Bag>
             <rdf:li>Arezzo</rdf:li>
             <rdf:li>Italy</rdf:li>
             <rdf:li>Places</rdf:li>
             <rdf:li>cathedral</rdf:li>
            </rdf:Bag>
           </dc:subject>
           <lr:hierarchicalSubject>
            <rdf:Bag>
             <rdf:li>Places|Italy|Arezzo</rdf:li>
             <rdf:li>cathedral</rdf:li>
            </rdf:Bag>
           </lr:hierarchicalSubject>
          </rdf:Description>
         </rdf:RDF>
        </x:xmpmeta>
        """
}
