; Inno Setup script of the Windows installer (Inno Setup 6). Written for Windows and not
; tried on it yet (the project builds on Linux): see README, "Installers".
; packaging\build.py runs it after PyInstaller:  iscc /DVersion=0.1.0 packaging\windows\mbqt.iss
; It packs dist\mbqt (the onedir bundle) into dist\mbqt-<version>-setup.exe.

#ifndef Version
  #define Version "0.0.0"
#endif

[Setup]
AppId={{6F1C2B7A-3E0D-4C55-9A7E-5B8D2E41C0A9}
AppName=Master Builder
AppVersion={#Version}
AppVerName=Master Builder {#Version}
AppPublisher=mbqt
DefaultDirName={autopf}\Master Builder
DefaultGroupName=Master Builder
UninstallDisplayIcon={app}\mbqt.exe
UninstallDisplayName=Master Builder
SetupIconFile=..\icons\mbqt.ico
OutputDir=..\..\dist
OutputBaseFilename=mbqt-{#Version}-setup
Compression=lzma2/max
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\mbqt\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Master Builder"; Filename: "{app}\mbqt.exe"
Name: "{group}\{cm:UninstallProgram,Master Builder}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Master Builder"; Filename: "{app}\mbqt.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\mbqt.exe"; Description: "{cm:LaunchProgram,Master Builder}"; Flags: nowait postinstall skipifsilent
